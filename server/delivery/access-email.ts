import type { Payload } from 'payload'
import { fillTemplate } from '../../contracts/fill-template'
import { issueMemberLink, MEMBER_LINK_HOURS } from './issue-member-link'
import { publishedOffer } from './owned-access'

/** Which of the offer's e-mails carries the link: after the purchase, after the upsell, or on request. */
export type AccessEmailKind = 'access_email' | 'upsell_email' | 'link_email'

/**
 * Sends a buyer a fresh sign-in link to /members in the offer's e-mail of that kind (the
 * words are the CMS's). Through the product's mailer: the outbox, or SMTP_URL.
 */
export async function sendAccessEmail(payload: Payload, kind: AccessEmailKind, to: string, name?: string | null): Promise<void> {
  const mail = (await publishedOffer(payload)).delivery?.[kind]
  if (!mail?.subject || !mail.body) throw new Error(`the offer has no ${kind} to send`)
  const link = await issueMemberLink(payload, to)
  const values = { name: name || 'there', link, hours: String(MEMBER_LINK_HOURS) }
  await payload.sendEmail({ to, subject: fillTemplate(mail.subject, values), text: fillTemplate(mail.body, values) })
}
