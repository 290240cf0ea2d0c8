import { z } from 'zod'

/** experiment-results: every experiment of experiments/, or one by key. Analysts and admins only. */
export const experimentResultsInput = z.object({ experiment: z.string().trim().max(64).optional() })

const comparison = z.object({
  variation: z.string(),
  uplift: z.number(),
  ci: z.tuple([z.number(), z.number()]),
  pValue: z.number(),
  chanceToWin: z.number(),
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
  metrics: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      type: z.enum(['binomial', 'revenue']),
      role: z.enum(['primary', 'guardrail']),
      inverse: z.boolean(),
      variations: z.array(z.object({ key: z.string(), users: z.number(), conversions: z.number(), value: z.number(), mean: z.number() })),
      comparisons: z.array(comparison),
    }),
  ),
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
})

export const experimentResultsOutput = z.object({ experiments: z.array(experimentResult), computedAt: z.string() })
export type ExperimentResultsAnswer = z.infer<typeof experimentResultsOutput>
