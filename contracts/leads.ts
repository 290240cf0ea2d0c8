import { z } from 'zod'

/** Spec section 3: the monthly recurring revenue ranges of the lead modal. */
export const MRR_RANGES = [
  '$0 - $5,000',
  '$5,000 - $10,000',
  '$10,000 - $25,000',
  '$25,000 - $50,000',
  '$50,000 - $100,000',
  '$100,000+',
] as const

export const LEAD_MODAL_CONTEXTS = ['hero', 'framework', 'case-study', 'final'] as const

/**
 * A validation message of the spec (the toast text, and its title where the spec gives
 * one), packed into the zod issue so the server and the form show the same words.
 * Zod's own messages are not the spec's and are never shown.
 */
export const specMessage = (text: string, title?: string) => JSON.stringify({ spec: true, title, text })
const msg = (title: string, text: string) => specMessage(text, title)

export function readValidationMessage(message: string): { title?: string; text: string } | null {
  try {
    const parsed = JSON.parse(message) as { spec?: boolean; title?: string; text?: string }
    if (parsed?.spec && typeof parsed.text === 'string') return { title: parsed.title, text: parsed.text }
  } catch {
    /* zod's own message */
  }
  return null
}

/** Whether `value` is an address create-lead accepts: every e-mail field of the funnel asks this one schema. */
export const isLeadEmail = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.length <= 254 && z.email().safeParse(value).success

const optionalText = (max = 500) => z.string().trim().max(max).optional()
const utm = {
  utm_source: optionalText(200),
  utm_medium: optionalText(200),
  utm_campaign: optionalText(200),
  utm_term: optionalText(200),
  utm_content: optionalText(200),
}
const email = (text = 'Please enter your email address.') =>
  z
    .string({ error: msg('Email required', text) })
    .trim()
    .min(1, { error: msg('Email required', text) })
    .max(254)
    .pipe(z.email({ error: msg('Invalid email', 'Please enter a valid email address') }))

/**
 * The lead capture modal (four contexts). Fields are declared in the order the spec
 * checks them, so the first issue is the message to show (spec section 5).
 */
export const leadModalLead = z.object({
  first_name: z
    .string({ error: msg('First name too short', 'Please enter at least 2 characters for your first name.') })
    .trim()
    .min(2, { error: msg('First name too short', 'Please enter at least 2 characters for your first name.') })
    .max(100),
  last_name: z
    .string({ error: msg('Last name too short', 'Please enter at least 2 characters for your last name.') })
    .trim()
    .min(2, { error: msg('Last name too short', 'Please enter at least 2 characters for your last name.') })
    .max(100),
  email: email(),
  phone: z
    .string({ error: msg('Phone required', 'Please enter your phone number.') })
    .trim()
    .min(1, { error: msg('Phone required', 'Please enter your phone number.') })
    .max(40),
  monthly_recurring_revenue: z.enum(MRR_RANGES, {
    error: msg('MRR required', 'Please select your monthly recurring revenue range.'),
  }),
  full_name: optionalText(200),
  modal_context: z.enum(LEAD_MODAL_CONTEXTS),
  session_id: optionalText(100),
  user_agent: optionalText(500),
  ...utm,
})

const requiredFields = specMessage('Please fill in all required fields')

/** The ROI calculator's modal. */
export const roiLead = z.object({
  context: z.literal('roi_calculator'),
  name: z.string({ error: requiredFields }).trim().min(1, { error: requiredFields }).max(200),
  email: z
    .string({ error: requiredFields })
    .trim()
    .min(1, { error: requiredFields })
    .pipe(z.email({ error: requiredFields })),
  phone: z.string({ error: requiredFields }).trim().min(1, { error: requiredFields }).max(40),
  metadata: z.object({
    roi_clients: z.number().int().min(1).max(50),
    roi_hours_per_week: z.number().int().min(5).max(40),
    roi_avg_client_value: z.number().min(500).max(10_000),
    roi_total_monthly_gain: z.number().min(0),
    firstName: z.string({ error: requiredFields }).trim().min(1, { error: requiredFields }).max(100),
    lastName: z.string().trim().max(100).optional(),
  }),
  session_id: optionalText(100),
  user_agent: optionalText(500),
  ...utm,
})

const fillAll = specMessage('Please fill in all fields')

/** The paid-trial waitlist modal on the pricing page. */
export const waitlistLead = z.object({
  modal_context: z.literal('paid_trial_waitlist'),
  first_name: z.string({ error: fillAll }).trim().min(1, { error: fillAll }).max(100),
  last_name: z.string({ error: fillAll }).trim().min(1, { error: fillAll }).max(100),
  email: z
    .string({ error: fillAll })
    .trim()
    .min(1, { error: fillAll })
    .pipe(z.email({ error: fillAll })),
  phone: z.string({ error: fillAll }).trim().min(1, { error: fillAll }).max(40),
  ...utm,
})

/** The AI qualification chat's lead, saved when the chat has name, email and phone. */
export const surveyLead = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: specMessage("Hmm, that doesn't look like an email. Can you try again?") })),
  full_name: z
    .string()
    .trim()
    .min(2, { error: specMessage('Can you share your full name?') })
    .max(200),
  phone: z
    .string()
    .trim()
    .regex(/^[\d\s\-().+]{7,}$/, { error: specMessage('Can you share a valid phone number?') })
    .max(40),
  session_id: optionalText(100),
  survey_responses: z.array(z.object({ question: z.string().max(2000), answer: z.string().max(5000) })).max(50),
  time_spent_on_survey: z.number().int().min(0).max(86_400),
  user_agent: optionalText(500),
  assigned_to: z.string().trim().min(1).max(100),
  ...utm,
})

const acquisitionEmail = z
  .string({ error: specMessage('Please enter a valid email address') })
  .trim()
  .min(1, { error: specMessage('Please enter a valid email address') })
  .max(254)
  .pipe(z.email({ error: specMessage('Please enter a valid email address') }))

/** The $97 offer's email capture modal. */
export const acquisitionModalLead = z.object({
  email: acquisitionEmail,
  lead_type: z.literal('acquisition_offer'),
  funnel_step: z.literal('email_captured'),
  offer_type: z.literal('agency_arbitrage_97'),
  survey_response: optionalText(5000),
  session_id: optionalText(100),
  ...utm,
})

/** The $97 offer's checkout form. */
export const acquisitionCheckoutLead = z.object({
  email: z
    .string({ error: fillAll })
    .trim()
    .min(1, { error: fillAll })
    .max(254)
    .pipe(z.email({ error: specMessage('Please enter a valid email address') })),
  phone: z.string({ error: fillAll }).trim().min(1, { error: fillAll }).max(40),
  name: z.string({ error: fillAll }).trim().min(1, { error: fillAll }).max(200),
  lead_type: z.enum(['acquisition_offer', 'viewed_checkout']),
  funnel_step: z.literal('viewed_checkout'),
  offer_type: z.literal('agency_arbitrage_97'),
  session_id: optionalText(100),
  ...utm,
})

/** Stored for a cancel-page lead whose address nobody knows (spec section 7: "email placeholder"). */
export const CANCEL_PAGE_EMAIL_PLACEHOLDER = 'unknown@cancel-page.invalid'

/**
 * The cancel page's objection: the reason picked and when (spec sections 3 and 7), with the
 * visitor's e-mail when the page knows it, else the placeholder.
 */
export const cancelObjectionLead = z.object({
  modal_context: z.literal('cancel_page'),
  email: z.email().trim().max(254).optional(),
  survey_responses: z.object({ cancel_objection: z.string().trim().min(1).max(200), timestamp: z.iso.datetime() }).strict(),
  session_id: optionalText(100),
  user_agent: optionalText(500),
  ...utm,
})

export const LEAD_VARIANTS = {
  'lead-modal': leadModalLead,
  roi: roiLead,
  waitlist: waitlistLead,
  survey: surveyLead,
  'acquisition-modal': acquisitionModalLead,
  'acquisition-checkout': acquisitionCheckoutLead,
  'cancel-objection': cancelObjectionLead,
} as const

export type LeadVariant = keyof typeof LEAD_VARIANTS

/**
 * Which of the spec's create-lead payloads a body is, read from its marker fields.
 * Returns null when the body matches none of them.
 */
export function detectLeadVariant(body: unknown): LeadVariant | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null
  const b = body as Record<string, unknown>
  if (b.context === 'roi_calculator') return 'roi'
  if (b.modal_context === 'paid_trial_waitlist') return 'waitlist'
  if (b.modal_context === 'cancel_page') return 'cancel-objection'
  if (typeof b.modal_context === 'string' && (LEAD_MODAL_CONTEXTS as readonly string[]).includes(b.modal_context)) return 'lead-modal'
  if (b.funnel_step === 'email_captured') return 'acquisition-modal'
  if (b.funnel_step === 'viewed_checkout') return 'acquisition-checkout'
  if ('survey_responses' in b || 'assigned_to' in b) return 'survey'
  return null
}

/** Any of the spec's create-lead payloads, as a client sends it. */
export type LeadPayload = { [V in LeadVariant]: z.input<(typeof LEAD_VARIANTS)[V]> }[LeadVariant]

/** A validated create-lead payload with the variant it was read as. */
export type LeadInput = { [V in LeadVariant]: { variant: V; data: z.output<(typeof LEAD_VARIANTS)[V]> } }[LeadVariant]

/**
 * The create-lead body: one entry point for every lead form of the funnel. The marker
 * fields say which payload it is; that payload's schema then validates it, so the first
 * issue is the spec's message for that form (a union schema would report its own).
 */
export const createLeadInput = z.custom<LeadPayload>().transform((body, ctx): LeadInput => {
  const variant = detectLeadVariant(body)
  if (!variant) {
    ctx.addIssue({ code: 'custom', message: 'unknown lead payload' })
    return z.NEVER
  }
  const parsed = LEAD_VARIANTS[variant].safeParse(body)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
    return z.NEVER
  }
  // TypeScript cannot pair `variant` with its schema's output through the lookup above.
  return { variant, data: parsed.data } as LeadInput
})

/**
 * create-lead's answer: the stored lead's id, kept by the page for later funnel events, and the
 * lead's token, which the page keeps beside it: update-lead changes the lead for its holder only.
 */
export const createLeadOutput = z.object({ leadId: z.string(), leadToken: z.string() })
/** A lead as the browser holds it: its id and the capability to update it. */
export type HeldLead = z.infer<typeof createLeadOutput>
