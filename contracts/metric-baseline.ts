import { z } from 'zod'

/**
 * metric-baseline (issue 28 point 8, docs/decisions/095): what a revenue test is planned on
 * before it has exposed visitors. Every visitor seen in the 14 days up to `until` (now when
 * absent), with their value of the metric in those days and in the 14 days before (CUPED's
 * covariate). Analysts and admins only.
 */
export const metricBaselineInput = z
  .object({
    metric: z.string().trim().min(1).max(64),
    until: z.iso.datetime().optional(),
  })
  .strict()
  .refine((input) => !input.until || (input.until >= '2000-01-01' && input.until < '2100-01-01'), {
    path: ['until'],
    message: 'until is between 2000 and 2100',
  })

export const metricBaselineOutput = z.object({
  metric: z.string(),
  /** The days' bounds: visitors and values after `since`, up to and with `until`. */
  since: z.string(),
  until: z.string(),
  users: z.number(),
  mean: z.number(),
  variance: z.number(),
  /** ρ² of each visitor's value in the two windows: the share of the variance CUPED would remove. */
  varianceReduction: z.number(),
})
export type MetricBaselineAnswer = z.infer<typeof metricBaselineOutput>
