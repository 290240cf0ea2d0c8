import { z } from 'zod'

const experimentKey = z.string().trim().min(2).max(24)
const variationKey = z.string().trim().min(1).max(24)
const device = z.enum(['any', 'mobile', 'desktop'])

/** An experiment's controls as an analyst sets them in /admin/experiments (docs/decisions/063). */
export const experimentControlSettings = z
  .object({
    state: z.enum(['running', 'stopped']),
    /** Percent of visitors in the experiment. */
    coverage: z.number().min(0).max(100),
    /** One per variation (in the code's order), summing to 1. */
    weights: z.array(z.number().min(0).max(1)).min(2).max(5),
    /** When the experiment stops by itself (ISO date-time in the future), or none. */
    endsAt: z.iso.datetime({ offset: true }).nullable(),
    targeting: z
      .object({
        device,
        /** Only visitors who landed with this utm_source (case-insensitive). */
        utmSource: z
          .string()
          .trim()
          .max(100)
          .regex(/^[A-Za-z0-9._~-]*$/)
          .nullable(),
        newVisitorsOnly: z.boolean(),
      })
      .strict(),
    /** Served to everyone once stopped; the control (first variation) when null. */
    servedVariation: variationKey.nullable(),
  })
  .strict()
  .refine((s) => Math.abs(s.weights.reduce((a, b) => a + b, 0) - 1) < 1e-6, { path: ['weights'], message: 'weights must sum to 1' })

/** control-experiment: read every experiment's controls, or save one's. Analysts and admins only. */
export const controlExperimentInput = z.discriminatedUnion('action', [
  z.object({ action: z.literal('list') }).strict(),
  z.object({ action: z.literal('save'), experiment: experimentKey, settings: experimentControlSettings }).strict(),
])

const historyEntry = z.object({
  at: z.string(),
  by: z.string(),
  /** The fields this change touched (e.g. "weights, coverage"). */
  fields: z.string(),
  settings: z.object({
    state: z.string(),
    coverage: z.number(),
    weights: z.array(z.number()),
    endsAt: z.string().nullable(),
    targeting: z.object({ device, utmSource: z.string().nullable(), newVisitorsOnly: z.boolean() }),
    servedVariation: z.string().nullable(),
  }),
})

const experimentControlView = z.object({
  key: z.string(),
  feature: z.string(),
  hypothesis: z.string(),
  variations: z.array(z.object({ key: z.string(), name: z.string() })),
  /** What runs now: the code's experiment with the stored controls (if any) applied. */
  state: z.enum(['draft', 'running', 'stopped']),
  /** A scheduled end has passed: stopped, serving `servedVariation`. */
  ended: z.boolean(),
  /** The analysts changed it (a stored control); otherwise the code's values. */
  controlled: z.boolean(),
  coverage: z.number(),
  weights: z.array(z.number()),
  endsAt: z.string().nullable(),
  targeting: z.object({ device, utmSource: z.string().nullable(), newVisitorsOnly: z.boolean() }),
  servedVariation: z.string().nullable(),
  history: z.array(historyEntry),
})

export const controlExperimentOutput = z.object({
  experiments: z.array(experimentControlView),
  /** The global holdout's share (percent): those visitors keep every experiment's control, stopped ones too. */
  holdoutPercent: z.number(),
})
export type ControlExperimentAnswer = z.infer<typeof controlExperimentOutput>
export type ExperimentControlView = ControlExperimentAnswer['experiments'][number]
export type ExperimentControlSettings = z.infer<typeof experimentControlSettings>
