import type { FeatureApiResponse, FeatureDefinition, FeatureRule } from '@growthbook/growthbook'
import { HOLDOUT_EXPERIMENT, holdoutFeatureRule, holdoutRule, holdoutValue, outsideHoldout, type Holdout } from './holdout'
import type { ExperimentConfig } from './load'
import type { Feature } from './schema'

/** The attribute every experiment hashes and sticks on: the visitor id cookie (server/visitor-id.ts). */
export const HASH_ATTRIBUTE = 'id'

function rulesOf(feature: Feature): FeatureRule[] {
  const exp = feature.experiment
  if (!exp || exp.status === 'draft') return []
  if (exp.status === 'stopped') {
    const released = exp.variations.find((v) => v.key === exp.releasedVariation)
    return released ? [{ id: `${exp.key}-released`, force: released.value }] : []
  }
  return [
    {
      id: exp.key,
      key: exp.key,
      name: exp.key,
      variations: exp.variations.map((v) => v.value),
      weights: exp.weights,
      coverage: exp.coverage,
      ...(exp.condition ? { condition: exp.condition as FeatureRule['condition'] } : {}),
      hashAttribute: HASH_ATTRIBUTE,
      hashVersion: 2,
      seed: exp.key,
      bucketVersion: exp.bucketVersion,
      meta: exp.variations.map((v) => ({ key: v.key, name: v.name })),
      phase: exp.startDate,
      ...(exp.namespace ? { namespace: exp.namespace } : {}),
    },
  ]
}

/**
 * The GrowthBook SDK payload of the config: served at /features.json and handed to every SDK.
 * With a holdout (experiments/holdout.ts), every feature a test touched serves the held-out
 * visitors its control, or a promoted slot's original words, and its own rules everyone else.
 */
export function buildGrowthBookPayload(config: ExperimentConfig, holdout?: Holdout): FeatureApiResponse {
  const features: Record<string, FeatureDefinition> = {}
  const held = holdout && holdout.percent > 0 ? holdout : undefined
  const keys = [...new Set([...config.features.map((f) => f.key), ...Object.keys(held?.originalValues ?? {})])]
  for (const key of keys) {
    const feature = config.features.find((f) => f.key === key)
    const rules = feature ? rulesOf(feature) : []
    const value = held ? holdoutValue(feature, key, held) : undefined
    // The feature's own rules skip held-out visitors (sticky or not); the holdout's rule then serves them.
    if (value !== undefined) rules.splice(0, rules.length, ...rules.map(outsideHoldout), holdoutRule(key, value))
    // A promoted slot with no test running: the published words (null) for everyone else.
    features[key] = { defaultValue: feature ? feature.defaultValue : null, ...(rules.length ? { rules } : {}) }
  }
  if (held && Object.values(features).some((f) => f.rules?.some((r) => r.parentConditions)))
    features[HOLDOUT_EXPERIMENT] = { defaultValue: false, rules: [holdoutFeatureRule(held.percent)] }
  return { features, dateUpdated: new Date(0).toISOString() }
}

/**
 * The features whose value can differ per visitor (an experiment, or the holdout's rule): the
 * page cache keys a page on them. A plain force (a stopped experiment, no holdout) does not.
 */
export function perVisitorFeatureKeys(payload: FeatureApiResponse): string[] {
  return Object.entries(payload.features ?? {})
    .filter(([, feature]) => feature.rules?.some((rule) => !('force' in rule) || rule.parentConditions || rule.condition))
    .map(([key]) => key)
}

/**
 * The payload for a visitor who has not consented to be measured (docs/decisions/121): each
 * feature at its experiment's control (the first variation), else at its released or published
 * value, with no rule left, so GrowthBook buckets, sticks and tracks nothing for them.
 */
export function controlOnlyPayload(payload: FeatureApiResponse): FeatureApiResponse {
  const features: Record<string, FeatureDefinition> = {}
  for (const [key, feature] of Object.entries(payload.features ?? {})) {
    const rules = feature.rules ?? []
    const experiment = rules.find((rule) => rule.variations?.length)
    const released = rules.find((rule) => 'force' in rule && !rule.parentConditions && !rule.condition)
    // The holdout's own feature: such a visitor is held out of nothing (it is in no experiment).
    if (key === HOLDOUT_EXPERIMENT) features[key] = { defaultValue: false }
    else if (experiment) features[key] = { defaultValue: experiment.variations![0] }
    else if (released) features[key] = { defaultValue: released.force }
    else features[key] = { defaultValue: feature.defaultValue }
  }
  return { ...payload, features }
}
