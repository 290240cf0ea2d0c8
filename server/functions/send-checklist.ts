import type { Payload } from 'payload'
import type { Lead } from '../../cms/payload-types'
import { AppError } from '../../contracts/errors'
import type { FunctionInput } from '../../contracts/functions'
import { fillTemplate } from '../../web/lib/fill-template'
import { mailOrigin } from '../billing/site-origin'
import { defineFunction } from './types'

/** One checklist per address in this window: a form submitted again (or by someone else) does not flood an inbox. */
export const CHECKLIST_RESEND_AFTER_MS = 10 * 60_000

const VIA = { overrideAccess: false, context: { via: 'send-checklist' }, depth: 0 } as const

type ChecklistMetadata = { source?: string; checklist_sent_at?: string; checklist_sends?: number }

/** The checklist e-mail in the cancel page's words (the published version); links from SERVER_URL only. */
async function checklistEmail(payload: Payload) {
  const page = await payload.findGlobal({ slug: 'cancel-page', depth: 0, draft: false, overrideAccess: true })
  const checklist = page.checklist
  const items = (checklist?.items ?? []).map((row, i) => `${i + 1}. ${row.item}`)
  if (!checklist?.email_subject || !checklist.email_intro || items.length === 0) throw new AppError('NOT_FOUND')
  const text = fillTemplate(checklist.email_intro, { items: items.join('\n'), pricing_url: `${mailOrigin()}/pricing` })
  return { subject: checklist.email_subject, text }
}

/** The address's checklist lead: made on the first request, brought up to date on the next ones. */
async function upsertChecklistLead(payload: Payload, input: FunctionInput<'send-checklist'>, userAgent: string | undefined) {
  const { email, source, ...visit } = input
  const found = await payload.find({
    collection: 'leads',
    where: { and: [{ email: { equals: email } }, { modal_context: { equals: 'checklist' } }] },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const lead: Lead | undefined = found.docs[0]
  const metadata = (lead?.metadata ?? {}) as ChecklistMetadata
  const sentAt = metadata.checklist_sent_at ? Date.parse(metadata.checklist_sent_at) : 0
  const due = !sentAt || Date.now() - sentAt >= CHECKLIST_RESEND_AFTER_MS
  const next: ChecklistMetadata = due
    ? { ...metadata, source, checklist_sent_at: new Date().toISOString(), checklist_sends: (metadata.checklist_sends ?? 0) + 1 }
    : { ...metadata, source }
  const data = { ...visit, email, modal_context: 'checklist', lead_type: 'lead_magnet', funnel_step: 'checklist_sent', metadata: next }
  if (userAgent) Object.assign(data, { user_agent: userAgent.slice(0, 500) })
  const saved = lead
    ? await payload.update({ collection: 'leads', id: lead.id, data, ...VIA })
    : await payload.create({ collection: 'leads', data, ...VIA })
  return { lead: saved, due, previous: metadata }
}

/**
 * send-checklist: the lead magnet behind 'Checklist sent to your email!' (spec section 8). Stores
 * the address as a lead with its source, then e-mails the checklist from the CMS through
 * Payload's mailer (the outbox without SMTP_URL). An address already sent one in the last ten
 * minutes gets the same answer and no second mail.
 */
export const sendChecklist = defineFunction('send-checklist', {
  auth: 'public',
  idempotent: true,
  async handler(input, { payload, req, logger }) {
    const mail = await checklistEmail(payload)
    const { lead, due, previous } = await upsertChecklistLead(payload, input, req.headers['user-agent'])
    if (!due) return { sent: true }
    try {
      await payload.sendEmail({ to: input.email, subject: mail.subject, text: mail.text })
    } catch (error) {
      logger.error({ err: error, leadId: lead.id }, 'checklist e-mail failed')
      // Not sent: the next request may try again at once.
      await payload.update({ collection: 'leads', id: lead.id, data: { metadata: { ...previous, source: input.source } }, ...VIA })
      throw new AppError('INTERNAL')
    }
    return { sent: true }
  },
})
