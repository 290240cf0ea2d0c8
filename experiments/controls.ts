import type { ExperimentConfig } from './load'
import type { Experiment } from './schema'

/**
 * What an analyst set for one experiment in /admin/experiments (collection experiment-controls,
 * docs/decisions/063): it overrides the code's state, split and targeting;
 * keys, variations and metrics stay the code's.
 */
export type ExperimentControl = {
  experiment: string
  state: 'running' | 'stopped'
  /** Percent of visitors in the experiment (0–100). */
  coverage: number
  weights: number[]
  endsAt?: string | null
  targetDevice: 'any' | 'mobile' | 'desktop'
  targetUtmSource?: string | null
  targetNewVisitors: boolean
  /** Served to everyone when stopped; the control (first variation) when empty. */
  servedVariation?: string | null
}

/** The attributes the server sets on every visitor's GrowthBook and hands to the browser's. */
export const TARGETING_ATTRIBUTES = { device: 'device', utmSource: 'utm_source', newVisitor: 'new_visitor' } as const

/** The GrowthBook condition of a control's targeting; undefined when it targets everyone. */
export function targetingCondition(control: Pick<ExperimentControl, 'targetDevice' | 'targetUtmSource' | 'targetNewVisitors'>) {
  const condition: Record<string, unknown> = {}
  if (control.targetDevice !== 'any') condition[TARGETING_ATTRIBUTES.device] = control.targetDevice
  const utm = control.targetUtmSource?.trim().toLowerCase()
  if (utm) condition[TARGETING_ATTRIBUTES.utmSource] = utm
  if (control.targetNewVisitors) condition[TARGETING_ATTRIBUTES.newVisitor] = true
  return Object.keys(condition).length ? condition : undefined
}

/** A stored control the code no longer matches (a variation removed since) is ignored, field by field. */
function validWeights(exp: Experiment, weights: unknown): weights is number[] {
  return (
    Array.isArray(weights) &&
    weights.length === exp.variations.length &&
    weights.every((w) => typeof w === 'number' && w >= 0 && w <= 1) &&
    Math.abs(weights.reduce((a: number, b: number) => a + b, 0) - 1) < 1e-6
  )
}

/** The experiment as it runs now: the code's, with its control (if any) applied at `now`. */
export function controlledExperiment(exp: Experiment, control: ExperimentControl | undefined, now: Date): Experiment {
  if (!control) return exp
  const keys = exp.variations.map((v) => v.key)
  const served = control.servedVariation && keys.includes(control.servedVariation) ? control.servedVariation : keys[0]
  const ended = !!control.endsAt && Date.parse(control.endsAt) <= now.getTime()
  const targeting = targetingCondition(control)
  const condition = exp.condition && targeting ? { $and: [exp.condition, targeting] } : (targeting ?? exp.condition)
  return {
    ...exp,
    status: control.state === 'running' && !ended ? 'running' : 'stopped',
    // Weights and coverage change the split of visitors not yet bucketed only: bucketVersion stays,
    // so every sticky assignment holds (a visitor never switches variation).
    weights: validWeights(exp, control.weights) ? control.weights : exp.weights,
    coverage: Math.min(100, Math.max(0, control.coverage)) / 100,
    ...(condition ? { condition } : {}),
    releasedVariation: served,
  }
}

/** The code's config with every control applied at `now` (what the GrowthBook payload is built from). */
export function applyControls(config: ExperimentConfig, controls: ExperimentControl[], now: Date): ExperimentConfig {
  const byKey = new Map(controls.map((c) => [c.experiment, c]))
  return {
    ...config,
    features: config.features.map((feature) =>
      feature.experiment
        ? { ...feature, experiment: controlledExperiment(feature.experiment, byKey.get(feature.experiment.key), now) }
        : feature,
    ),
  }
}

/** The next moment a scheduled end changes the payload (after `now`), if any. */
export function nextScheduledEnd(controls: ExperimentControl[], now: Date): number | undefined {
  const ends = controls
    .filter((c) => c.state === 'running' && c.endsAt)
    .map((c) => Date.parse(c.endsAt!))
    .filter((t) => t > now.getTime())
  return ends.length ? Math.min(...ends) : undefined
}
