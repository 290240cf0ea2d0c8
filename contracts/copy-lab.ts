import { z } from 'zod'
import { documentId } from './workspace'

/**
 * The copy lab (issue 20): the AI drafts variants of a copy slot, a marketer approves them,
 * a copy test runs them against the published words, and the winner is published.
 * This file is the contract every part shares: the slots, the variants, the tests and the
 * named functions' inputs and outputs.
 */

/** The funnel's page slots: one published text each, in a drafted global. */
export const COPY_SLOT_IDS = [
  'home-headline',
  'home-subheadline',
  'home-cta',
  'pricing-cta',
  'offer-headline',
  'offer-cta',
  'upsell-headline',
] as const
export const pageSlotId = z.enum(COPY_SLOT_IDS)
export type PageSlotId = z.infer<typeof pageSlotId>

/**
 * A sequence step's subject line (issue 29): `subject-<sequence slug>-<step number from 1>`.
 * The step number is the last `-N`, so a slug may end in digits ("promo-2" step 1 is
 * `subject-promo-2-1`). Derived, not stored: every step of every sequence is a slot.
 */
export type SubjectSlotId = `subject-${string}`
const SUBJECT_SLOT = /^subject-([a-z0-9-]{2,60})-([1-9]\d{0,2})$/
export const subjectSlotId = z.custom<SubjectSlotId>((value) => typeof value === 'string' && SUBJECT_SLOT.test(value), {
  message: 'Not a copy slot.',
})
export const subjectSlotIdOf = (sequence: string, step: number): SubjectSlotId => `subject-${sequence}-${step + 1}`
export const isSubjectSlotId = (id: string): id is SubjectSlotId => SUBJECT_SLOT.test(id)

/** Any copy slot: a page slot or a step's subject. */
export const copySlotId = z.union([pageSlotId, subjectSlotId])
export type CopySlotId = PageSlotId | SubjectSlotId

/** The metrics of experiments/metrics.ts a copy test can count (binomial). */
export type CopyMetric = 'lead-captured' | 'checkout-started' | 'purchase' | 'upsell-accepted' | 'email-click'

type SlotRules = {
  /** What the marketer calls it. */
  label: string
  /** Longest text the slot takes, in characters. */
  maxLength: number
  /** The slot's funnel step: what its test counts. */
  metric: CopyMetric
  /** Metrics that must not get significantly worse (the test stops instead of promoting). */
  guardrails: readonly ('checkout-started' | 'purchase' | 'refund')[]
}

export type PageSlot = SlotRules & {
  kind: 'page'
  id: PageSlotId
  /** The global that publishes it and the field's path inside it. */
  global: 'home' | 'pricing' | 'offer'
  path: readonly string[]
  /** The public page a visitor sees it on (and live preview renders). */
  page: '/' | '/pricing' | '/offer' | '/offer/success'
  /** The GrowthBook flag a running test on this slot is served under (experiments/schema.ts key rules). */
  feature: `copy-${PageSlotId}`
}

/** A sequence step's subject: published in the sequence's step, served per recipient when the e-mail is sent. */
export type SubjectSlot = SlotRules & {
  kind: 'subject'
  id: SubjectSlotId
  /** The sequence's slug and the step's index (from 0). */
  sequence: string
  step: number
  feature: `copy-${SubjectSlotId}`
}

export type CopySlot = PageSlot | SubjectSlot

export const COPY_SLOTS: Record<PageSlotId, PageSlot> = {
  'home-headline': {
    id: 'home-headline',
    kind: 'page',
    label: 'Home hero headline',
    global: 'home',
    path: ['hero', 'headline'],
    page: '/',
    maxLength: 90,
    metric: 'lead-captured',
    guardrails: ['checkout-started'],
    feature: 'copy-home-headline',
  },
  'home-subheadline': {
    id: 'home-subheadline',
    kind: 'page',
    label: 'Home hero subheadline',
    global: 'home',
    path: ['hero', 'subheadline'],
    page: '/',
    maxLength: 240,
    metric: 'lead-captured',
    guardrails: ['checkout-started'],
    feature: 'copy-home-subheadline',
  },
  'home-cta': {
    id: 'home-cta',
    kind: 'page',
    label: 'Home call to action',
    global: 'home',
    path: ['hero', 'cta_label'],
    page: '/',
    maxLength: 40,
    metric: 'lead-captured',
    guardrails: ['checkout-started'],
    feature: 'copy-home-cta',
  },
  'pricing-cta': {
    id: 'pricing-cta',
    kind: 'page',
    label: 'Pricing call to action (sticky top bar)',
    global: 'pricing',
    path: ['top_bar', 'cta_label'],
    page: '/pricing',
    maxLength: 40,
    metric: 'checkout-started',
    guardrails: ['purchase'],
    feature: 'copy-pricing-cta',
  },
  'offer-headline': {
    id: 'offer-headline',
    kind: 'page',
    label: 'Offer headline',
    global: 'offer',
    path: ['landing', 'hero', 'headline'],
    page: '/offer',
    maxLength: 120,
    metric: 'purchase',
    guardrails: ['refund'],
    feature: 'copy-offer-headline',
  },
  'offer-cta': {
    id: 'offer-cta',
    kind: 'page',
    label: 'Offer call to action',
    global: 'offer',
    path: ['landing', 'hero', 'cta_label'],
    page: '/offer',
    maxLength: 40,
    metric: 'purchase',
    guardrails: ['refund'],
    feature: 'copy-offer-cta',
  },
  'upsell-headline': {
    id: 'upsell-headline',
    kind: 'page',
    label: 'Upsell headline',
    global: 'offer',
    path: ['success', 'upsell', 'heading'],
    page: '/offer/success',
    maxLength: 90,
    metric: 'upsell-accepted',
    guardrails: ['refund'],
    feature: 'copy-upsell-headline',
  },
}

/** An inbox shows about this many characters of a subject; longer ones are cut. */
export const SUBJECT_MAX_LENGTH = 78

/**
 * A step's subject as a slot (docs/decisions/097): its test counts the click on that e-mail
 * (`email-click`, recorded on the recipient by the signed redirect). No guardrail: a purchase is
 * the browser's visitor's, which the recipient cannot be tied to yet. `label` may name the
 * sequence (the server knows it); the id alone gives the slug.
 */
export function subjectSlot(id: SubjectSlotId, label?: string): SubjectSlot {
  const [, sequence, step] = SUBJECT_SLOT.exec(id)!
  return {
    kind: 'subject',
    id,
    label: label ?? `${sequence} · e-mail ${step} subject`,
    sequence: sequence!,
    step: Number(step) - 1,
    maxLength: SUBJECT_MAX_LENGTH,
    metric: 'email-click',
    guardrails: [],
    feature: `copy-${id}`,
  }
}

/** "Lead nurture · e-mail 2 subject": what the marketer calls a step's subject slot (`step` from 0). */
export const subjectSlotLabel = (sequenceName: string, step: number) => `${sequenceName} · e-mail ${step + 1} subject`

/** The rules of any slot, from its id alone. */
export const copySlot = (id: CopySlotId): CopySlot => (isSubjectSlotId(id) ? subjectSlot(id) : COPY_SLOTS[id])

/** Every `{placeholder}` of a text, in order of first appearance (each once). */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{[a-z_]+\}/g)].map((m) => m[0]))]
}

/** Why a variant's text cannot run on `slot` given the published `original`, or null when it can. */
export function copyTextProblem(slot: CopySlot, original: string, text: string): string | null {
  const trimmed = text.trim()
  if (!trimmed) return 'The text is empty.'
  if (slot.kind === 'subject' && /[\r\n]/.test(trimmed)) return 'A subject line is one line.'
  if (trimmed.length > slot.maxLength) return `The text is ${trimmed.length} characters; ${slot.label} takes at most ${slot.maxLength}.`
  const missing = placeholdersOf(original).filter((p) => !trimmed.includes(p))
  if (missing.length) return `The text must keep ${missing.join(', ')}.`
  const unknown = placeholdersOf(trimmed).filter((p) => !placeholdersOf(original).includes(p))
  if (unknown.length)
    return `The text uses ${unknown.join(', ')}, which the ${slot.kind === 'subject' ? 'e-mail' : 'page'} does not fill in.`
  return null
}

/** The persuasion angles a variant can use. */
export const COPY_ANGLES = ['social-proof', 'urgency', 'specificity', 'risk-reversal', 'curiosity', 'outcome', 'authority'] as const
export const copyAngle = z.enum(COPY_ANGLES)
export type CopyAngle = z.infer<typeof copyAngle>
export const COPY_ANGLE_LABELS: Record<CopyAngle, string> = {
  'social-proof': 'Social proof',
  urgency: 'Urgency',
  specificity: 'Specificity',
  'risk-reversal': 'Risk reversal',
  curiosity: 'Curiosity',
  outcome: 'Outcome',
  authority: 'Authority',
}

/**
 * A variant's life: drafted (by the AI or a human), then approved or rejected by a marketer;
 * approved ones can run; after a test it is the winner, a loser or inconclusive (the library).
 */
export const COPY_VARIANT_STATUSES = ['draft', 'approved', 'rejected', 'running', 'won', 'lost', 'inconclusive'] as const
export type CopyVariantStatus = (typeof COPY_VARIANT_STATUSES)[number]

export const copyVariantView = z.object({
  id: z.string(),
  slot: copySlotId,
  text: z.string(),
  angle: copyAngle,
  rationale: z.string(),
  /** Where it came from: "gpt-4o-mini · prompt copy-lab-v3", "offline writer · templates v1" or "human". */
  source: z.string(),
  /** A marketer changed the words the writer proposed. */
  edited: z.boolean(),
  status: z.enum(COPY_VARIANT_STATUSES),
  createdAt: z.string(),
  /** Its last test's figures (the library), when it ran. */
  result: z
    .object({
      test: z.string(),
      users: z.number(),
      conversions: z.number(),
      rate: z.number(),
      uplift: z.number().nullable(),
      ci: z.tuple([z.number(), z.number()]).nullable(),
    })
    .nullable(),
})
export type CopyVariantView = z.infer<typeof copyVariantView>

const brief = z.string().trim().max(200)

/** propose-copy-variants: three drafts for a slot (marketer, analyst or admin). */
export const proposeCopyVariantsInput = z.object({ slot: copySlotId, brief: brief.optional() }).strict()
export const proposeCopyVariantsOutput = z.object({
  /** The three drafts, saved. */
  variants: z.array(copyVariantView).length(3),
  /** What earlier tests of the slot found, which the writer was told (newest first). */
  tried: z.array(z.object({ text: z.string(), status: z.enum(COPY_VARIANT_STATUSES), uplift: z.number().nullable() })),
})

/** review-copy-variant: a marketer edits, approves or rejects a draft, or adds their own words. */
export const reviewCopyVariantInput = z.discriminatedUnion('action', [
  z.object({ action: z.literal('approve'), variant: documentId }).strict(),
  z.object({ action: z.literal('reject'), variant: documentId }).strict(),
  z.object({ action: z.literal('edit'), variant: documentId, text: z.string().trim().min(1).max(400) }).strict(),
  z.object({ action: z.literal('add'), slot: copySlotId, text: z.string().trim().min(1).max(400), angle: copyAngle }).strict(),
])
export const reviewCopyVariantOutput = z.object({ variant: copyVariantView })

export const COPY_RULES = ['fixed-horizon', 'sequential', 'bandit'] as const
export const copyRule = z.enum(COPY_RULES)
export type CopyRule = z.infer<typeof copyRule>

/** start-copy-test: the published words as control, 1–3 approved variants as treatments. */
export const startCopyTestInput = z
  .object({
    slot: copySlotId,
    variants: z.array(documentId).min(1).max(3),
    rule: copyRule,
    /** When the test stops at the latest (ISO date-time in the future). */
    endsAt: z.iso.datetime({ offset: true }),
    /** fixed-horizon: the smallest relative uplift worth finding (0.2 = +20%), for the power calculation. */
    minimumDetectableEffect: z.number().min(0.01).max(5).optional(),
  })
  .strict()

export const COPY_TEST_OUTCOMES = ['winner', 'no-winner', 'srm', 'guardrail', 'ended', 'stopped'] as const

const armView = z.object({
  /** The experiment's variation key: "control" for the published words, then "a", "b", "c". */
  key: z.string(),
  label: z.string(),
  text: z.string(),
  /** The copy-variants document (none for the control). */
  variant: z.string().nullable(),
  weight: z.number(),
  users: z.number(),
  conversions: z.number(),
  rate: z.number(),
  uplift: z.number().nullable(),
  ci: z.tuple([z.number(), z.number()]).nullable(),
  pValue: z.number().nullable(),
  chanceToBeBest: z.number().nullable(),
})

export const copyTestView = z.object({
  id: z.string(),
  slot: copySlotId,
  /** The experiment key in experiments results and /features.json. */
  experiment: z.string(),
  rule: copyRule,
  metric: z.string(),
  state: z.enum(['running', 'stopped']),
  startedAt: z.string(),
  startedBy: z.string(),
  endsAt: z.string(),
  stoppedAt: z.string().nullable(),
  /** fixed-horizon: the power calculation shown before start. */
  minSamplePerArm: z.number().nullable(),
  arms: z.array(armView),
  decision: z.object({ outcome: z.enum(COPY_TEST_OUTCOMES), reason: z.string(), winner: z.string().nullable() }).nullable(),
  /** The winner was published as a new version of the slot's global. */
  promoted: z.object({ at: z.string(), version: z.string().nullable() }).nullable(),
  rolledBack: z.object({ at: z.string(), by: z.string() }).nullable(),
})
export type CopyTestView = z.infer<typeof copyTestView>
export const startCopyTestOutput = z.object({ test: copyTestView })

/** stop-copy-test: a marketer stops a running test; nothing is promoted. */
export const stopCopyTestInput = z.object({ test: documentId }).strict()
export const stopCopyTestOutput = z.object({ test: copyTestView })

/** roll-back-copy-test: the slot's words before the promotion are published again (a new version). */
export const rollBackCopyTestInput = z.object({ test: documentId }).strict()
export const rollBackCopyTestOutput = z.object({ test: copyTestView })

/** copy-lab: what the admin's screens show (marketer, analyst or admin). */
export const copyLabInput = z.discriminatedUnion('view', [
  z.object({ view: z.literal('slots') }).strict(),
  z.object({ view: z.literal('slot'), slot: copySlotId }).strict(),
])
const slotSummary = z.object({
  slot: copySlotId,
  /** A page's words, or a sequence step's subject line. */
  kind: z.enum(['page', 'subject']),
  label: z.string(),
  /** Where the words show: the page's path, or the sequence's screen in the admin. */
  page: z.string(),
  metric: z.string(),
  maxLength: z.number(),
  /** The published words now. */
  current: z.string(),
  running: z.string().nullable(),
  tests: z.number(),
})
export const copyLabOutput = z.discriminatedUnion('view', [
  z.object({ view: z.literal('slots'), slots: z.array(slotSummary) }),
  z.object({
    view: z.literal('slot'),
    summary: slotSummary,
    /** The slot's metric over the last 30 days (what the power calculation starts from). */
    baseline: z.object({ visitors: z.number(), conversions: z.number(), rate: z.number() }),
    /** Drafts, approved, rejected and library variants, newest first. */
    variants: z.array(copyVariantView),
    running: copyTestView.nullable(),
    /** Every ended test, newest first. */
    history: z.array(copyTestView),
  }),
])
export type CopyLabAnswer = z.infer<typeof copyLabOutput>

/** Where live preview renders a variant on its real page (staff only, never cached, noindex). */
export const copyPreviewPath = (variantId: string) => `/preview/copy/${encodeURIComponent(variantId)}`
