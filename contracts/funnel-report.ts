import { z } from 'zod'

/**
 * funnel-report (issue 19, docs/decisions/059): the funnel view's figures, counted by SQL on
 * the database. Staff only (marketers, analysts, admins).
 */

export const FUNNELS = ['home', 'offer'] as const
export const FUNNEL_BREAKDOWNS = ['utm_source', 'utm_medium', 'utm_campaign', 'device', 'visitor_type', 'variant'] as const
/**
 * strict: a visitor counts at a step once they did it at or after reaching the step before it
 * (an optional step's next step counts from the step before the optional one);
 * any: a visitor who entered the funnel counts at every step they did in the window, in any order.
 */
export const FUNNEL_ORDERS = ['strict', 'any'] as const

/**
 * The steps, in order (what rows make each step: collections/FunnelEvents/funnel-steps.ts). An
 * optional step (the order bump) is not needed to reach the steps after it (docs/decisions/086).
 */
export const FUNNEL_STEPS = {
  home: [
    { key: 'visit', label: 'Visit' },
    { key: 'lead', label: 'Lead' },
    { key: 'pricing_view', label: 'Pricing view' },
    { key: 'plan_click', label: 'Plan click' },
    { key: 'checkout_started', label: 'Checkout started' },
    { key: 'paid', label: 'Paid' },
  ],
  offer: [
    { key: 'offer_view', label: 'Offer view' },
    { key: 'email_captured', label: 'E-mail captured' },
    { key: 'checkout_view', label: 'Checkout view' },
    { key: 'paid', label: 'Paid' },
    { key: 'bump_taken', label: 'Bump taken', optional: true },
    { key: 'upsell_accepted', label: 'Upsell accepted' },
  ],
} as const satisfies Record<(typeof FUNNELS)[number], ReadonlyArray<{ key: string; label: string; optional?: true }>>

type Funnel = (typeof FUNNELS)[number]

/** Whether the `index`th (0-based) step of a funnel is optional. */
export function isOptionalStep(funnel: Funnel, index: number): boolean {
  const step = FUNNEL_STEPS[funnel][index]
  return Boolean(step && 'optional' in step && step.optional)
}

/**
 * The step a step counts from in strict order (0-based): the nearest step before it that is not
 * optional; conversion and time "from the previous step" are measured from it too. -1 for the first.
 */
export function previousRequiredStep(funnel: Funnel, index: number): number {
  let k = index - 1
  while (k > 0 && isOptionalStep(funnel, k)) k--
  return k
}

const day = z.iso.date()

export const funnelReportInput = z
  .object({
    funnel: z.enum(FUNNELS),
    /** First and last day, inclusive (UTC). */
    from: day,
    to: day,
    breakdown: z.enum(FUNNEL_BREAKDOWNS).optional(),
    /** The experiment whose variants the `variant` breakdown splits by. */
    experiment: z.string().trim().min(1).max(64).optional(),
    /** Strict order by default. */
    order: z.enum(FUNNEL_ORDERS).optional(),
    /** Also count the period of as many days just before `from`. */
    comparePrevious: z.boolean().optional(),
  })
  .refine((input) => input.from <= input.to, { path: ['to'], message: 'must not be before from' })
  .refine((input) => input.breakdown !== 'variant' || Boolean(input.experiment), {
    path: ['experiment'],
    message: 'is needed for the variant breakdown',
  })

const step = z.object({
  key: z.string(),
  label: z.string(),
  /** Unique visitors who reached the step. */
  visitors: z.number().int().min(0),
  /** Not needed to reach the steps after it (the order bump). */
  optional: z.boolean(),
  /**
   * Share of the previous required step's visitors (null on the first step or when it had
   * none). Above 1 can happen in any order only.
   */
  fromPrevious: z.number().min(0).nullable(),
  /** Share of the first step's visitors (null when it had none). */
  fromFirst: z.number().min(0).max(1).nullable(),
  /** Median seconds from the previous required step (null on the first step, with no visitors, or in any order). */
  medianSecondsFromPrevious: z.number().min(0).nullable(),
})

const segment = z.object({
  /** The breakdown's value ('(none)' when unknown); 'all' for the whole funnel. */
  value: z.string(),
  steps: z.array(step),
  /**
   * Dollars of succeeded payments of the funnel's kinds (home: plan; offer: offer and upsell)
   * by the segment's visitors, at or after their entry, in the window.
   */
  revenue: z.number().min(0),
  /** Revenue over the first step's unique visitors. */
  revenuePerVisitor: z.number().min(0),
  /** Revenue over the first step's page views (every click into the funnel). */
  earningsPerClick: z.number().min(0),
})

export const funnelReportOutput = z.object({
  funnel: z.enum(FUNNELS),
  from: day,
  to: day,
  breakdown: z.enum(FUNNEL_BREAKDOWNS).nullable(),
  order: z.enum(FUNNEL_ORDERS),
  total: segment,
  /** One per breakdown value, largest first (empty without a breakdown). */
  segments: z.array(segment),
  /** With comparePrevious: the same report for the as many days just before `from`. */
  previous: z.object({ from: day, to: day, total: segment, segments: z.array(segment) }).nullable(),
  /** Per day: unique visitors of each step that day, and revenue. */
  daily: z.array(z.object({ date: day, visitors: z.array(z.number().int().min(0)), revenue: z.number().min(0) })),
  computedAt: z.iso.datetime(),
})

export type FunnelReportInput = z.infer<typeof funnelReportInput>
export type FunnelReport = z.infer<typeof funnelReportOutput>
