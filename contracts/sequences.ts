/**
 * The words of e-mail sequences (issue 29) that the collections, the jobs and the server share:
 * what enrols a person, what stops them, and the units of a step's delay.
 */

/** What enrols a person in a sequence. */
export const SEQUENCE_TRIGGERS = ['lead_captured', 'checkout_started', 'offer_purchased'] as const
export type SequenceTrigger = (typeof SEQUENCE_TRIGGERS)[number]

/** What ends a person's sequence before its last e-mail. */
export const SEQUENCE_STOPS = ['any_payment', 'plan_payment', 'refund', 'dispute'] as const
export type SequenceStop = (typeof SEQUENCE_STOPS)[number]

export const DELAY_UNITS = ['minutes', 'hours', 'days'] as const
export type DelayUnit = (typeof DELAY_UNITS)[number]

const MINUTES_PER: Record<DelayUnit, number> = { minutes: 1, hours: 60, days: 24 * 60 }

/** A step's delay in sequence minutes (a sequence minute is SEQUENCE_MINUTE_MS long). */
export const delayInMinutes = (delay: number, unit: DelayUnit): number => delay * MINUTES_PER[unit]

/** The least time between two sequence e-mails to one person, in sequence minutes. */
export const RECIPIENT_SPACING_MINUTES = 12 * 60

/** The lead forms whose leads the nurture sequence follows: the four home modals, the ROI modal, the survey. */
export const NURTURED_LEAD_CONTEXTS = ['hero', 'framework', 'case-study', 'final', 'roi_calculator', 'survey'] as const

/** The Jobs Queue's queue and task slugs of the sequences (collections/Sequences/tasks.ts). */
export const SEQUENCE_QUEUE = 'sequences'
export const SEQUENCE_EVENT_TASK = 'sequence-event'
export const SEQUENCE_STEP_TASK = 'sequence-step'

/** What a funnel write tells the sequences: enrol (the triggers) or stop (payments, refunds, disputes). */
export const SEQUENCE_EVENTS = [...SEQUENCE_TRIGGERS, 'payment', 'refund', 'dispute'] as const
export type SequenceEvent = (typeof SEQUENCE_EVENTS)[number]

/** The placeholders a step's subject, preheader and body may use ({first_name} …). */
export const SEQUENCE_PLACEHOLDERS = [
  'first_name',
  'last_name',
  'full_name',
  'email',
  'phone',
  'monthly_recurring_revenue',
  'next_step_url',
  'next_step_label',
  'checkout_url',
  'pricing_url',
] as const

/**
 * How an address showed it is its owner's (issue 38): a click in a sequence e-mail, a purchase,
 * or a sign-in through a link e-mailed to it. Until then only a sequence's first e-mail goes.
 */
export const EMAIL_CONFIRMATIONS = ['click', 'purchase', 'sign-in'] as const
export type EmailConfirmation = (typeof EMAIL_CONFIRMATIONS)[number]

/** An enrolment whose next e-mail waits for its address to be confirmed. */
export const AWAITING_CONFIRMATION = 'awaiting_confirmation'
