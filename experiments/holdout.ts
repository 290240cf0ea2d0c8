import type { FeatureRule } from '@growthbook/growthbook'
import type { Feature } from './schema'

/**
 * The global holdout (issue 28, docs/decisions/090): a share of visitors who see every
 * experiment's control and every promoted copy's original words, against whom everyone else's
 * revenue and conversion measure what all the tests earned together. It is a GrowthBook
 * experiment of its own, so membership is hashed, sticky and tracked like any other.
 */
export const HOLDOUT_EXPERIMENT = 'global-holdout'
/** Its arms: the held-out visitors first (the baseline of the lift), then everyone else. */
export const HOLDOUT_ARMS = [
  { key: 'holdout', name: 'Holdout' },
  { key: 'general', name: 'Everyone else' },
] as const
export const DEFAULT_HOLDOUT_PERCENT = 5
/** Largest share an analyst may hold out (the admin's field): a holdout is a minority. */
export const MAX_HOLDOUT_PERCENT = 50

/** What the payload needs of the holdout: its share, and the words a promoted copy slot had before. */
export type Holdout = {
  /** Percent of visitors held out (0 turns the holdout off). */
  percent: number
  /** Per feature key (a copy slot's `copy-<slot>`), the value the holdout keeps seeing. */
  originalValues: Record<string, string>
}

/** The holdout's own feature: true for a held-out visitor (the experiment tracks who is which). */
export function holdoutFeatureRule(percent: number): FeatureRule {
  const share = Math.min(MAX_HOLDOUT_PERCENT, Math.max(0, percent)) / 100
  return {
    id: HOLDOUT_EXPERIMENT,
    key: HOLDOUT_EXPERIMENT,
    name: HOLDOUT_EXPERIMENT,
    variations: [true, false],
    weights: [share, 1 - share],
    coverage: 1,
    hashAttribute: 'id',
    hashVersion: 2,
    seed: HOLDOUT_EXPERIMENT,
    // Never bumped: a changed share moves only visitors not yet bucketed, like any weight change.
    bucketVersion: 0,
    meta: HOLDOUT_ARMS.map((arm) => ({ key: arm.key, name: arm.name })),
  }
}

/**
 * The value a held-out visitor sees of `feature`: a promoted slot's original words, else its
 * experiment's control (running or stopped, whatever a stop ships to everyone else); none
 * for a feature no test ever touched.
 */
export function holdoutValue(feature: Feature | undefined, key: string, holdout: Holdout): unknown {
  if (key in holdout.originalValues) return holdout.originalValues[key]
  const exp = feature?.experiment
  return exp && exp.status !== 'draft' ? exp.variations[0]!.value : undefined
}

const held = (value: boolean) => ({ id: HOLDOUT_EXPERIMENT, condition: { value } })

/**
 * A feature's own rule, for visitors outside the holdout only. GrowthBook checks a rule's
 * prerequisites before anything else, sticky bucket included, so a held-out visitor skips it
 * even when bucketed into the experiment before the holdout began.
 */
export const outsideHoldout = (rule: FeatureRule): FeatureRule => ({ ...rule, parentConditions: [held(false)] })

/** The rule after a feature's own: held-out visitors get `value`. */
export const holdoutRule = (key: string, value: unknown): FeatureRule => ({
  id: `${HOLDOUT_EXPERIMENT}-${key}`,
  force: value,
  parentConditions: [held(true)],
})
