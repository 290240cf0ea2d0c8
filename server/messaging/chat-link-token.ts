import { hashInvitationToken, newInvitationToken } from './invitation-token'

/** A link back to a chat works once, for 24 hours. */
export const CHAT_LINK_HOURS = 24

/** The same 256-bit, hash-stored tokens as the invitations' magic links. */
export const newChatLinkToken = newInvitationToken
export const hashChatLinkToken = hashInvitationToken
