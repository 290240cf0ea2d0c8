import type { RequiredDataFromCollectionSlug } from 'payload'
import { CANCEL_PAGE_EMAIL_PLACEHOLDER, type LeadInput } from '../../contracts/leads'
import { NURTURED_LEAD_CONTEXTS } from '../../contracts/sequences'
import { spendClientMailBudget } from '../../runtime/mail-budget'
import { newLeadToken, retriedLeadToken } from '../leads/lead-token'
import { leadWriterFor } from '../leads/lead-writer'
import { defineFunction } from './types'

/** Maps a validated payload onto the fields of the leads collection. */
function toLeadDocument(input: LeadInput): RequiredDataFromCollectionSlug<'leads'> {
  switch (input.variant) {
    case 'lead-modal': {
      const d = input.data
      return { ...d, full_name: d.full_name || `${d.first_name} ${d.last_name}`.trim() }
    }
    case 'roi': {
      const { context, name, metadata, ...rest } = input.data
      return {
        ...rest,
        modal_context: context,
        full_name: name,
        first_name: metadata.firstName,
        last_name: metadata.lastName || undefined,
        metadata,
      }
    }
    case 'waitlist': {
      const d = input.data
      return { ...d, full_name: `${d.first_name} ${d.last_name}` }
    }
    case 'survey':
      return { ...input.data, modal_context: 'survey' }
    case 'acquisition-modal':
      return input.data
    case 'acquisition-checkout': {
      const { name, ...rest } = input.data
      return { ...rest, full_name: name }
    }
    case 'cancel-objection':
      return { ...input.data, email: input.data.email || CANCEL_PAGE_EMAIL_PLACEHOLDER }
  }
}

/**
 * One entry point for every lead form of the funnel; the body is one of the spec's seven
 * payloads (contracts/leads.ts#createLeadInput says which and validates it).
 */
export const createLead = defineFunction('create-lead', {
  auth: 'public',
  idempotent: true,
  async handler(input, { payload, req, retried }) {
    const { leadToken, token_hash } = retried ? retriedLeadToken(payload.secret, retried.subject) : newLeadToken()
    // The node that took this key first died after storing, before keeping its answer: answer its lead.
    if (retried?.takeover) {
      const { docs } = await payload.find({
        collection: 'leads',
        where: { idempotency_subject: { equals: retried.subject } },
        limit: 1,
        pagination: false,
        depth: 0,
        select: {},
        // The server looking for its own write by a hidden field, for nobody's eyes: as the system.
        overrideAccess: true,
      })
      if (docs[0]) return { leadId: String(docs[0].id), leadToken }
    }
    const data = { ...toLeadDocument(input), token_hash, idempotency_subject: retried?.subject }
    if (!data.user_agent && req.headers['user-agent']) data.user_agent = String(req.headers['user-agent']).slice(0, 500)
    // A lead the sequences would mail spends its caller's mail budget (issue 38); past it, the lead
    // is kept and mailed nothing.
    const nurtured = (NURTURED_LEAD_CONTEXTS as readonly (string | null | undefined)[]).includes(data.modal_context)
    const sequencesHeld = nurtured && (await spendClientMailBudget(req.ip)) !== null
    // Grouped with the other leads of the moment: one transaction for many (server/leads/lead-writer.ts).
    const lead = await leadWriterFor(payload).write({ data, sequencesHeld })
    return { leadId: String(lead.id), leadToken }
  },
})
