import { z } from 'zod'
import { funnelEventType } from '../contracts/funnel-events'
import { funnelStepSource } from './funnel-step-metric'

export { funnelStepMetrics } from './funnel-step-metric'

/**
 * The shape of experiments/ (docs/decisions/032): one file per feature in features/, each
 * with the experiment that tests it, and the metrics in metrics.ts. Validated at start-up and
 * by `npm test`; an invalid file is reported by file and field (load.ts).
 */

/** The copy lab's layers, one per page (experiments/copy-test-feature.ts): no experiment of code joins them. */
export const COPY_LAYER_PREFIX = 'copy-page-'

const key = z
  .string()
  .min(2)
  .max(24)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'use lower-case words joined by hyphens')
const variationKey = z
  .string()
  .min(1)
  .max(24)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'use lower-case words joined by hyphens')

/** A JSON value a feature can take (GrowthBook feature values are JSON). */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json }
const json: z.ZodType<Json> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(json), z.record(z.string(), json)]),
)

export const metricDefinition = z
  .object({
    key,
    name: z.string().min(1),
    description: z.string().min(1),
    /** binomial: did the unit do it (rate); revenue: dollars per unit (mean); count: facts per unit (mean). */
    type: z.enum(['binomial', 'revenue', 'count']),
    /** Where the fact comes from: a funnel event the web sends, or a payment the provider reported. */
    source: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('funnel-event'), eventTypes: z.array(funnelEventType).min(1) }),
      z.object({
        kind: z.literal('payment'),
        /** Only payments whose metadata.kind is one of these (plan, bump, upsell, offer); all when absent. */
        kinds: z.array(z.string().min(1)).optional(),
        /** Refunded payments only (a guardrail). */
        refunds: z.boolean().default(false),
      }),
      // A step of the funnel view (experiments/funnel-step-metric.ts).
      funnelStepSource,
    ]),
    /** Lower is better (a refund rate). */
    inverse: z.boolean().default(false),
    /**
     * A ratio metric: this metric's value per unit over the value of the metric named here
     * (average order value: revenue over orders), by the delta method (docs/decisions/089).
     */
    denominator: key.optional(),
    /**
     * Winsorization: each unit's value is capped at this percentile of the units' non-zero
     * values (0.99 for a revenue metric when absent; null: not capped).
     */
    cap: z.number().gt(0).lt(1).nullable().optional(),
  })
  .strict()

const variation = z
  .object({
    key: variationKey,
    name: z.string().min(1),
    value: json,
  })
  .strict()

export const experimentDefinition = z
  .object({
    key,
    hypothesis: z.string().min(10),
    status: z.enum(['draft', 'running', 'stopped']),
    startDate: z.iso.date(),
    variations: z.array(variation).min(2).max(5),
    /** Traffic split between variations; sums to 1. */
    weights: z.array(z.number().min(0).max(1)),
    /** Share of visitors in the experiment at all (the rest get the default). */
    coverage: z.number().min(0).max(1).default(1),
    /** GrowthBook targeting condition (MongoDB-style query on the attributes). */
    condition: z.record(z.string(), z.unknown()).optional(),
    /** Bumping it re-buckets everyone (sticky bucketing keeps assignments otherwise). */
    bucketVersion: z.number().int().min(0).default(0),
    /** A stopped experiment ships this variation to everyone. */
    releasedVariation: variationKey.optional(),
    primaryMetric: key,
    guardrailMetrics: z.array(key).default([]),
    /** Frequentist analysis with GrowthBook's sequential correction (peeking allowed). */
    sequential: z.boolean().default(false),
    /**
     * The split moves while it runs (the copy lab's bandit re-weights daily): visitors met
     * different weights over time, so no sample-ratio check is made against today's.
     */
    adaptive: z.boolean().default(false),
    /**
     * An exclusive layer, as GrowthBook's namespaces are: `[layer, start, end]`. Each visitor
     * hashes to one point of [0, 1) per layer and meets only the experiment whose range holds
     * it, so experiments of one layer with disjoint ranges never share a visitor (load.ts
     * checks that they are disjoint). Set it before the experiment starts: a visitor already
     * bucketed keeps their variation whatever the range (sticky bucketing skips the check).
     */
    namespace: z.tuple([key, z.number().min(0).max(1), z.number().min(0).max(1)]).optional(),
  })
  .strict()
  .superRefine((exp, ctx) => {
    if (exp.namespace && exp.namespace[1] >= exp.namespace[2])
      ctx.addIssue({ code: 'custom', path: ['namespace'], message: 'the range must start before it ends ([layer, start, end])' })
    if (exp.namespace?.[0].startsWith(COPY_LAYER_PREFIX))
      ctx.addIssue({ code: 'custom', path: ['namespace', 0], message: `layers "${COPY_LAYER_PREFIX}…" are the copy lab’s (one per page)` })
    if (exp.weights.length !== exp.variations.length)
      ctx.addIssue({ code: 'custom', path: ['weights'], message: `needs one weight per variation (${exp.variations.length})` })
    const sum = exp.weights.reduce((a, b) => a + b, 0)
    if (Math.abs(sum - 1) > 1e-9) ctx.addIssue({ code: 'custom', path: ['weights'], message: `must sum to 1 (they sum to ${sum})` })
    const keys = exp.variations.map((v) => v.key)
    keys.forEach((k, i) => {
      if (keys.indexOf(k) !== i) ctx.addIssue({ code: 'custom', path: ['variations', i, 'key'], message: `duplicate variation key "${k}"` })
    })
    if (exp.releasedVariation && !keys.includes(exp.releasedVariation))
      ctx.addIssue({ code: 'custom', path: ['releasedVariation'], message: `is not one of the variations (${keys.join(', ')})` })
  })

export const featureDefinition = z
  .object({
    key,
    description: z.string().min(1),
    owner: z.string().min(1),
    /** What the page shows when no experiment applies. */
    defaultValue: json,
    /** The pages whose content this feature changes (documentation and the analyst view). */
    pages: z.array(z.string().startsWith('/')).min(1),
    experiment: experimentDefinition.optional(),
  })
  .strict()

export type MetricInput = z.input<typeof metricDefinition>
export type Metric = z.output<typeof metricDefinition>
export type FeatureInput = z.input<typeof featureDefinition>
export type Feature = z.output<typeof featureDefinition>
export type Experiment = z.output<typeof experimentDefinition>

/** Typed identity helpers for the config files (validation happens in load.ts). */
export const defineFeature = (feature: FeatureInput): FeatureInput => feature
export const defineMetrics = (metrics: MetricInput[]): MetricInput[] => metrics
