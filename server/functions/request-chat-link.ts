import type { Payload } from 'payload'
import { mailLater } from '../../runtime/mail-later'
import { spendMailBudget, takeFromMailCeiling } from '../../runtime/mail-budget'
import { mailOrigin } from '../lib/site-origin'
import type { Logger } from '../../runtime/logger'
import { agencyBrand, clientChatTitle } from '../messaging/chat-brand'
import { CHAT_LINK_HOURS, hashChatLinkToken, newChatLinkToken } from '../messaging/chat-link-token'
import { defineFunction } from './types'

const VIA = { via: 'request-chat-link' } as const
/** Links one client gets in an hour at most. */
const LINKS_PER_HOUR = 5

/**
 * request-chat-link ('Send me a new link' on /app/join-chat): an invited client who lost
 * their browser's session asks for a new magic link. The answer is the same whether or not
 * the address is a client of any chat, and the links are made and e-mailed a moment after it, so
 * neither the answer nor its timing tells a stranger who takes part in a conversation.
 */
export const requestChatLink = defineFunction('request-chat-link', {
  auth: 'public',
  idempotent: true,
  async handler({ email }, { payload, logger, req }) {
    // Spent alike for every address, before anything is looked up; over budget the answer is the same.
    const held = await spendMailBudget({ client: req.ip, recipient: email })
    if (held) logger.info({ held }, 'chat links not sent: mail budget')
    // A moment after the answer, not on the turn after it (runtime/mail-later.ts): a client's
    // lookups and writes must not slow the next request down.
    else
      mailLater(
        () => sendChatLinks(payload, email, logger),
        (error) => logger.error({ err: error }, 'chat links not sent'),
      )
    return { sent: true as const }
  },
})

/** One e-mail with a single-use link for each chat the address joined as a client. */
async function sendChatLinks(payload: Payload, email: string, logger: Logger) {
  // Invitations keep the address as the agency typed it; the match ignores case.
  const { docs: found } = await payload.find({
    collection: 'conversation-participants',
    where: { and: [{ role: { equals: 'client' } }, { client_email: { like: email } }, { user: { exists: true } }] },
    depth: 0,
    limit: 50,
    overrideAccess: false,
    context: VIA,
  })
  const places = found.filter((place) => place.client_email?.toLowerCase() === email)
  if (places.length === 0) {
    logger.info('chat link asked for an address that is no client')
    return
  }
  // Per inbox, whatever the address asking: a few links an hour, so nobody can flood a client with them.
  const { totalDocs: recent } = await payload.count({
    collection: 'client-chat-links',
    where: {
      and: [
        { client: { in: places.map((place) => place.user as number) } },
        { createdAt: { greater_than: new Date(Date.now() - 60 * 60 * 1000).toISOString() } },
      ],
    },
    overrideAccess: false,
    context: VIA,
  })
  if (recent >= LINKS_PER_HOUR * places.length) {
    logger.warn('chat links asked too often for one address')
    return
  }
  if (!(await takeFromMailCeiling())) return
  const expiresAt = new Date(Date.now() + CHAT_LINK_HOURS * 60 * 60 * 1000).toISOString()
  const lines: string[] = []
  for (const place of places) {
    // The address proved nothing yet: reading the chat and its brand is the system's, and the
    // agency's name goes only to the address the invitation was sent to.
    const conversation = await payload
      .findByID({ collection: 'conversations', id: place.conversation as number, depth: 0, overrideAccess: true })
      .catch(() => null)
    if (!conversation || String(conversation.client_user ?? '') !== String(place.user)) continue
    const token = newChatLinkToken()
    await payload.create({
      collection: 'client-chat-links',
      data: { conversation: conversation.id, client: place.user as number, token_hash: hashChatLinkToken(token), expires_at: expiresAt },
      depth: 0,
      overrideAccess: false,
      context: VIA,
    })
    const brand = await agencyBrand(payload, conversation)
    // From SERVER_URL: never from the request's Host, which the caller chooses.
    lines.push(`${clientChatTitle(brand)}\n${mailOrigin()}/app/join-chat?link=${token}`)
  }
  if (lines.length === 0) return
  await payload.sendEmail({
    // As the invitation was addressed.
    to: places[0].client_email ?? email,
    subject: 'Your link back to the conversation',
    text: `Open your conversation here:\n\n${lines.join('\n\n')}\n\nEach link works once and expires in ${CHAT_LINK_HOURS} hours. If you did not ask for it, ignore this e-mail.`,
  })
}
