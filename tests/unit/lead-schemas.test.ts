import { describe, expect, it } from 'vitest'
import {
  detectLeadVariant,
  LEAD_VARIANTS,
  leadModalLead,
  MRR_RANGES,
  readValidationMessage,
  specMessage,
  type LeadVariant,
} from '../../contracts/leads'

/** One valid payload per create-lead variant of spec section 7. */
const VALID: Record<LeadVariant, Record<string, unknown>> = {
  'lead-modal': {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone: '+1 555 0100',
    monthly_recurring_revenue: '$5,000 - $10,000',
    modal_context: 'hero',
    utm_source: 'google',
  },
  roi: {
    email: 'roi@example.com',
    phone: '555-0101',
    name: 'Grace Hopper',
    context: 'roi_calculator',
    metadata: {
      roi_clients: 5,
      roi_hours_per_week: 15,
      roi_avg_client_value: 2000,
      roi_total_monthly_gain: 3650,
      firstName: 'Grace',
      lastName: 'Hopper',
    },
  },
  waitlist: {
    first_name: 'Alan',
    last_name: 'Turing',
    email: 'alan@example.com',
    phone: '555-0102',
    modal_context: 'paid_trial_waitlist',
  },
  survey: {
    email: 'survey@example.com',
    full_name: 'Katherine Johnson',
    phone: '(555) 010-3333',
    session_id: 'sess-1',
    survey_responses: [{ question: 'How many clients?', answer: 'Ten' }],
    time_spent_on_survey: 120,
    user_agent: 'vitest',
    assigned_to: 'Sarah',
  },
  'acquisition-modal': {
    email: 'offer@example.com',
    lead_type: 'acquisition_offer',
    funnel_step: 'email_captured',
    offer_type: 'agency_arbitrage_97',
    survey_response: 'more clients',
  },
  'acquisition-checkout': {
    email: 'checkout@example.com',
    phone: '555-0104',
    name: 'Margaret Hamilton',
    lead_type: 'viewed_checkout',
    funnel_step: 'viewed_checkout',
    offer_type: 'agency_arbitrage_97',
  },
  'cancel-objection': {
    modal_context: 'cancel_page',
    survey_responses: { cancel_objection: 'It is too expensive', timestamp: '2026-11-23T10:00:00.000Z' },
  },
}

/** The spec message a schema gives for a body: { title, text } of the first issue. */
function firstMessage(body: unknown) {
  const parsed = leadModalLead.safeParse(body)
  if (parsed.success) return null
  return readValidationMessage(parsed.error.issues[0]!.message)
}

describe('detectLeadVariant', () => {
  it.each(Object.entries(VALID))('recognises the %s payload, which its schema accepts', (variant, body) => {
    expect(detectLeadVariant(body)).toBe(variant)
    expect(LEAD_VARIANTS[variant as LeadVariant].safeParse(body).success).toBe(true)
  })

  it('recognises each of the four lead modal contexts', () => {
    for (const modal_context of ['hero', 'framework', 'case-study', 'final']) {
      expect(detectLeadVariant({ ...VALID['lead-modal'], modal_context })).toBe('lead-modal')
    }
  })

  it('recognises the survey payload by assigned_to alone, too', () => {
    expect(detectLeadVariant({ email: 'x@example.com', assigned_to: 'Sarah' })).toBe('survey')
  })

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'hello'],
    ['a number', 42],
    ['an array', [VALID.roi]],
    ['an empty object', {}],
    ['an unknown modal context', { ...VALID['lead-modal'], modal_context: 'sidebar' }],
    ['an unknown funnel step', { email: 'a@b.c', funnel_step: 'paid' }],
    ['a near-miss context', { ...VALID.roi, context: 'roi' }],
  ])('returns null for %s', (_label, body) => {
    expect(detectLeadVariant(body)).toBeNull()
  })
})

describe('lead modal validation order (spec section 5)', () => {
  const filled = VALID['lead-modal']

  it('checks first name, last name, email, phone, then MRR range', () => {
    const steps: [Record<string, unknown>, string, string][] = [
      [{ modal_context: 'hero' }, 'First name too short', 'Please enter at least 2 characters for your first name.'],
      [{ modal_context: 'hero', first_name: ' A ' }, 'First name too short', 'Please enter at least 2 characters for your first name.'],
      [{ modal_context: 'hero', first_name: 'Ada' }, 'Last name too short', 'Please enter at least 2 characters for your last name.'],
      [
        { modal_context: 'hero', first_name: 'Ada', last_name: 'L' },
        'Last name too short',
        'Please enter at least 2 characters for your last name.',
      ],
      [{ modal_context: 'hero', first_name: 'Ada', last_name: 'Lovelace' }, 'Email required', 'Please enter your email address.'],
      [
        { modal_context: 'hero', first_name: 'Ada', last_name: 'Lovelace', email: '   ' },
        'Email required',
        'Please enter your email address.',
      ],
      [
        { modal_context: 'hero', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
        'Phone required',
        'Please enter your phone number.',
      ],
      [
        { modal_context: 'hero', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '555' },
        'MRR required',
        'Please select your monthly recurring revenue range.',
      ],
      [{ ...filled, monthly_recurring_revenue: '$1 - $2' }, 'MRR required', 'Please select your monthly recurring revenue range.'],
    ]
    for (const [body, title, text] of steps) {
      expect(firstMessage(body), JSON.stringify(body)).toEqual({ title, text })
    }
  })

  it('trims names before counting their characters', () => {
    expect(firstMessage({ ...filled, first_name: '  Al  ' })).toBeNull()
    expect(leadModalLead.parse({ ...filled, first_name: '  Al  ' }).first_name).toBe('Al')
  })

  it('accepts a fully filled form', () => {
    expect(firstMessage(filled)).toBeNull()
  })
})

describe('readValidationMessage', () => {
  it('reads the spec message packed into an issue, and ignores zod’s own messages', () => {
    expect(readValidationMessage(specMessage('Text', 'Title'))).toEqual({ title: 'Title', text: 'Text' })
    expect(readValidationMessage(specMessage('Only text'))).toEqual({ title: undefined, text: 'Only text' })
    expect(readValidationMessage('Invalid input: expected string, received undefined')).toBeNull()
    expect(readValidationMessage('{"text":"not ours"}')).toBeNull()
    expect(readValidationMessage('null')).toBeNull()
  })
})

describe('MRR ranges', () => {
  it('are the six range strings of spec section 3, in order', () => {
    expect([...MRR_RANGES]).toEqual([
      '$0 - $5,000',
      '$5,000 - $10,000',
      '$10,000 - $25,000',
      '$25,000 - $50,000',
      '$50,000 - $100,000',
      '$100,000+',
    ])
  })

  it('are each accepted by the lead modal schema', () => {
    for (const range of MRR_RANGES) {
      expect(leadModalLead.safeParse({ ...VALID['lead-modal'], monthly_recurring_revenue: range }).success, range).toBe(true)
    }
  })
})
