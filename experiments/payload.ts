import type { FeatureApiResponse, FeatureDefinition, FeatureRule } from '@growthbook/growthbook'
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
    },
  ]
}

/** The GrowthBook SDK payload of the config: served at /features.json and handed to every SDK. */
export function buildGrowthBookPayload(config: ExperimentConfig): FeatureApiResponse {
  const features: Record<string, FeatureDefinition> = {}
  for (const feature of config.features) {
    const rules = rulesOf(feature)
    features[feature.key] = { defaultValue: feature.defaultValue, ...(rules.length ? { rules } : {}) }
  }
  return { features, dateUpdated: new Date(0).toISOString() }
}

/** The feature keys that have a running experiment: only those can change a page per visitor. */
export function experimentFeatureKeys(config: ExperimentConfig): string[] {
  return config.features.filter((f) => f.experiment?.status === 'running').map((f) => f.key)
}
