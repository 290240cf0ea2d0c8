import { z } from 'zod'
import {
  acquisitionCheckoutLead,
  acquisitionModalLead,
  detectLeadVariant,
  LEAD_VARIANTS,
  leadModalLead,
  roiLead,
  surveyLead,
  waitlistLead,
} from '../../contracts/leads'
import { defineFunction } from './types'

/**
 * One entry point for every lead form of the funnel. The body's marker fields say which
 * of the spec's payloads it is; that payload's schema then validates it.
 */
const createLeadInput = z.unknown().transform((body, ctx) => {
  const variant = detectLeadVariant(body)
  if (!variant) {
    ctx.addIssue({ code: 'custom', message: 'unknown lead payload' })
    return z.NEVER
  }
  const parsed = LEAD_VARIANTS[variant].safeParse(body)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom' } as never)
    return z.NEVER
  }
  return { variant, data: parsed.data } as LeadInput
})

type LeadInput =
  | { variant: 'lead-modal'; data: z.infer<typeof leadModalLead> }
  | { variant: 'roi'; data: z.infer<typeof roiLead> }
  | { variant: 'waitlist'; data: z.infer<typeof waitlistLead> }
  | { variant: 'survey'; data: z.infer<typeof surveyLead> }
  | { variant: 'acquisition-modal'; data: z.infer<typeof acquisitionModalLead> }
  | { variant: 'acquisition-checkout'; data: z.infer<typeof acquisitionCheckoutLead> }

/** Maps a validated payload onto the fields of the leads collection. */
function toLeadDocument(input: LeadInput): Record<string, unknown> {
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
  }
}

export const createLead = defineFunction({
  name: 'create-lead',
  input: createLeadInput,
  auth: 'public',
  async handler(input, { payload, req }) {
    const data = toLeadDocument(input)
    if (!data.user_agent && req.headers['user-agent']) data.user_agent = String(req.headers['user-agent']).slice(0, 500)
    const lead = await payload.create({
      collection: 'leads',
      data,
      overrideAccess: false,
      context: { via: 'create-lead' },
    })
    return { leadId: String(lead.id) }
  },
})
