import { agencyBrand } from '../messaging/chat-brand'
import { pendingInvitation } from '../messaging/invitation-token'
import { defineFunction } from './types'

/**
 * get-invitation: what the join page shows for a magic link's token (no account needed): the
 * agency that invites and the address invited, never the vendor's product or thread subject.
 */
export const getInvitation = defineFunction('get-invitation', {
  auth: 'public',
  async handler({ token }, { payload }) {
    const { invitation, conversation } = await pendingInvitation(payload, token, 'get-invitation')
    return { clientEmail: invitation.client_email, brand: await agencyBrand(payload, conversation) }
  },
})
