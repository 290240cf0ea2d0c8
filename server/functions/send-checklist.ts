import type { Payload } from 'payload'
import type { Lead } from '../../cms/payload-types'
import { AppError } from '../../contracts/errors'
import type { FunctionInput } from '../../contracts/functions'
import { fillTemplate } from '../../contracts/fill-template'
import { spendMailBudget, takeFromMailCeiling } from '../../runtime/mail-budget'
import { mailOrigin } from '../lib/site-origin'
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

/** The address's checklist lead, if it has one (the newest). */
async function findChecklistLead(payload: Payload, email: string): Promise<Lead | undefined> {
  const found = await payload.find({
    collection: 'leads',
    where: { and: [{ email: { equals: email } }, { modal_context: { equals: 'checklist' } }] },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0]
}

/** Writes the visit onto the address's lead: a new one only once its checklist went out. */
async function saveChecklistLead(
  payload: Payload,
  lead: Lead | undefined,
  input: FunctionInput<'send-checklist'>,
  userAgent: string | undefined,
  metadata: ChecklistMetadata,
) {
  const { email, source: _source, ...visit } = input
  const data = { ...visit, email, modal_context: 'checklist', lead_type: 'lead_magnet', funnel_step: 'checklist_sent', metadata }
  if (userAgent) Object.assign(data, { user_agent: userAgent.slice(0, 500) })
  return lead
    ? await payload.update({ collection: 'leads', id: lead.id, data, ...VIA })
    : await payload.create({ collection: 'leads', data, ...VIA })
}

/**
 * send-checklist: the lead magnet behind 'Checklist sent to your email!' (spec section 8).
 * E-mails the checklist from the CMS through Payload's mailer (the outbox without SMTP_URL),
 * then stores the address as a lead with its source: a lead is made only for a mail that went
 * out (issue 30). The mail budget (runtime/mail-budget.ts) holds the rest: a client address past
 * its hourly budget, or the hourly ceiling, gets 429; an address mailed lately (here, or within
 * ten minutes by the lead's record) gets the same answer and no second mail.
 */
export const sendChecklist = defineFunction('send-checklist', {
  auth: 'public',
  idempotent: true,
  async handler(input, { payload, req, logger }) {
    const mail = await checklistEmail(payload)
    const held = await spendMailBudget({ client: req.ip, recipient: input.email })
    if (held === 'client') throw new AppError('RATE_LIMITED')
    const lead = await findChecklistLead(payload, input.email)
    const metadata = (lead?.metadata ?? {}) as ChecklistMetadata
    const sentAt = metadata.checklist_sent_at ? Date.parse(metadata.checklist_sent_at) : 0
    const due = !held && (!sentAt || Date.now() - sentAt >= CHECKLIST_RESEND_AFTER_MS)
    if (!due) {
      // Sent lately: the lead it made keeps the visit; an address with no lead gets none.
      if (lead) await saveChecklistLead(payload, lead, input, req.headers['user-agent'], { ...metadata, source: input.source })
      return { sent: true }
    }
    if (!(await takeFromMailCeiling())) throw new AppError('RATE_LIMITED')
    try {
      await payload.sendEmail({ to: input.email, subject: mail.subject, text: mail.text })
    } catch (error) {
      logger.error({ err: error, leadId: lead?.id }, 'checklist e-mail failed')
      throw new AppError('INTERNAL')
    }
    const sent: ChecklistMetadata = {
      ...metadata,
      source: input.source,
      checklist_sent_at: new Date().toISOString(),
      checklist_sends: (metadata.checklist_sends ?? 0) + 1,
    }
    await saveChecklistLead(payload, lead, input, req.headers['user-agent'], sent)
    return { sent: true }
  },
})
