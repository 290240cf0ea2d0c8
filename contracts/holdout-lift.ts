import { z } from 'zod'

/**
 * holdout-lift (issue 28): what all our tests earned together. Revenue per visitor and
 * conversion of everyone else against the global holdout, among the visitors whose first
 * page with an experiment fell in the window (days, UTC, inclusive; at most two years), with
 * their payments up to the window's end. Analysts and admins only.
 */
export const holdoutLiftInput = z
  .object({ from: z.iso.date(), to: z.iso.date() })
  .strict()
  .refine((input) => input.from <= input.to, { path: ['to'], message: 'to is on or after from' })

const comparison = z.object({
  uplift: z.number(),
  ci: z.tuple([z.number(), z.number()]),
  pValue: z.number(),
  chanceToWin: z.number(),
})

export const holdoutLiftOutput = z.object({
  /** The holdout's share now (experiment-settings). */
  percent: z.number(),
  from: z.string(),
  to: z.string(),
  arms: z.array(
    z.object({
      key: z.enum(['holdout', 'general']),
      name: z.string(),
      users: z.number(),
      purchasers: z.number(),
      conversionRate: z.number(),
      revenue: z.number(),
      revenuePerVisitor: z.number(),
    }),
  ),
  /** Everyone else against the holdout; null until both sides have two visitors and some variance. */
  conversion: comparison.nullable(),
  revenuePerVisitor: comparison.nullable(),
  /** Dollars everyone else earned beyond the holdout's revenue per visitor, with the interval of the lift. */
  extraRevenue: z.object({ value: z.number(), ci: z.tuple([z.number(), z.number()]) }).nullable(),
  computedAt: z.string(),
})
export type HoldoutLiftAnswer = z.infer<typeof holdoutLiftOutput>
