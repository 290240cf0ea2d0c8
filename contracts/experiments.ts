import { z } from 'zod'
import type { FUNNEL_BREAKDOWNS } from './funnel-report'

/** The funnel view's breakdowns but the variant: an experiment's results are split by variation already. */
export const EXPERIMENT_BREAKDOWNS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'device',
  'visitor_type',
] as const satisfies ReadonlyArray<(typeof FUNNEL_BREAKDOWNS)[number]>

/** How several comparisons of one experiment are corrected (experiments/stats/corrections.ts). */
export const EXPERIMENT_CORRECTIONS = ['benjamini-hochberg', 'holm', 'none'] as const

/**
 * experiment-results: every experiment of experiments/, or one by key; with a breakdown, each
 * experiment's results per value of it too; with a window, only the exposures and conversions
 * of those days (UTC, inclusive; at most two years, server/analytics/report-window.ts).
 * Analysts and admins only.
 */
export const experimentResultsInput = z
  .object({
    experiment: z.string().trim().max(64).optional(),
    breakdown: z.enum(EXPERIMENT_BREAKDOWNS).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    /** CUPED (docs/decisions/089): on unless turned off. */
    cuped: z.boolean().optional(),
    /** Several comparisons corrected: Benjamini–Hochberg unless chosen otherwise. */
    correction: z.enum(EXPERIMENT_CORRECTIONS).optional(),
  })
  .refine((input) => !input.from === !input.to, { path: ['to'], message: 'from and to go together' })

const comparison = z.object({
  variation: z.string(),
  uplift: z.number(),
  ci: z.tuple([z.number(), z.number()]),
  pValue: z.number(),
  chanceToWin: z.number(),
  adjustedPValue: z.number().optional(),
  /** null: unbounded (the adjusted p-value is 1). */
  adjustedCi: z.tuple([z.number(), z.number()]).nullable().optional(),
})

const metricResult = z.object({
  key: z.string(),
  name: z.string(),
  type: z.enum(['binomial', 'revenue', 'count']),
  role: z.enum(['primary', 'guardrail']),
  inverse: z.boolean(),
  denominator: z.string().optional(),
  variations: z.array(
    z.object({
      key: z.string(),
      users: z.number(),
      conversions: z.number(),
      value: z.number(),
      mean: z.number(),
      adjustedMean: z.number().optional(),
      variance: z.number().optional(),
    }),
  ),
  comparisons: z.array(comparison),
  cap: z.object({ percentile: z.number(), value: z.number().nullable() }).optional(),
  cuped: z.object({ on: z.boolean(), theta: z.number(), varianceReduction: z.number() }).optional(),
})

const experimentResult = z.object({
  key: z.string(),
  feature: z.string(),
  hypothesis: z.string(),
  status: z.enum(['draft', 'running', 'stopped']),
  startDate: z.string(),
  sequential: z.boolean(),
  pages: z.array(z.string()),
  variations: z.array(z.object({ key: z.string(), name: z.string(), weight: z.number(), users: z.number() })),
  multipleExposures: z.number(),
  srmP: z.number(),
  srmWarning: z.boolean(),
  metrics: z.array(metricResult),
  correction: z.object({ method: z.enum(EXPERIMENT_CORRECTIONS), comparisons: z.number() }).optional(),
  daily: z.array(
    z.object({
      date: z.string(),
      users: z.array(z.number()),
      conversions: z.array(z.number()),
      uplift: z.number(),
      ciLow: z.number(),
      ciHigh: z.number(),
      chanceToWin: z.number(),
    }),
  ),
  /** With a breakdown: per value ('(none)' when unknown), most users first. */
  segments: z
    .object({
      breakdown: z.enum(EXPERIMENT_BREAKDOWNS),
      values: z.array(
        z.object({
          value: z.string(),
          variations: z.array(z.object({ key: z.string(), users: z.number() })),
          metrics: z.array(metricResult),
        }),
      ),
      /** Values beyond the largest 50, not shown. */
      leftOut: z.number(),
    })
    .optional(),
  /**
   * Page views of its pages by visitors without cookie consent, in no variation (docs/decisions/121):
   * without an id they count once per page view. Absent where the results were not read from the database.
   */
  withoutConsent: z.number().optional(),
  /** What is wrong now (a sample ratio mismatch, a guardrail worse): the view's red banners. */
  alerts: z.array(
    z.object({
      kind: z.string(),
      message: z.string(),
      srmP: z.number().optional(),
      metric: z.string().optional(),
      variation: z.string().optional(),
      uplift: z.number().optional(),
      pValue: z.number().optional(),
      /** When analysts and admins were notified. */
      since: z.string(),
    }),
  ),
})

export const experimentResultsOutput = z.object({ experiments: z.array(experimentResult), computedAt: z.string() })
export type ExperimentResultsAnswer = z.infer<typeof experimentResultsOutput>

/**
 * experiment-units: the per-user export of one experiment and metric (not a ratio metric), as CSV
 * (`variation,value,pre_value`: the value after the user's first exposure and in the 14 days
 * before it, uncapped), which `npm run experiments -- analyze --file` reads. Analysts and admins only.
 */
export const experimentUnitsInput = z
  .object({
    experiment: z.string().trim().min(1).max(64),
    metric: z.string().trim().min(1).max(64),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  })
  .refine((input) => !input.from === !input.to, { path: ['to'], message: 'from and to go together' })

export const experimentUnitsOutput = z.object({ csv: z.string(), users: z.number() })
