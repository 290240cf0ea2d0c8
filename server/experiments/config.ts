import type { FeatureApiResponse } from '@growthbook/growthbook'
import { applyControls, type ExperimentControl } from '../../experiments/controls'
import { copyTestFeature, type CopyTestDesign } from '../../experiments/copy-test-feature'
import { loadExperimentConfig, type ExperimentConfig } from '../../experiments/load'
import type { Holdout } from '../../experiments/holdout'
import { buildGrowthBookPayload, perVisitorFeatureKeys } from '../../experiments/payload'

let loaded: Promise<ExperimentConfig> | undefined

/** experiments/, validated once per process (start-up fails on an invalid file: server/start.ts). */
export function experimentConfig(): Promise<ExperimentConfig> {
  return (loaded ??= loadExperimentConfig())
}

export type CompiledExperiments = {
  /** The code's config with the analysts' controls applied (experiments/controls.ts). */
  config: ExperimentConfig
  /** The GrowthBook payload served at /features.json and handed to every SDK. */
  payload: FeatureApiResponse
  /** Features with a running experiment or the holdout's rule: the only ones whose value differs per visitor. */
  experimentFeatures: Set<string>
  /** Moves on every rebuild: a page rendered with an older payload is stale. */
  revision: number
  /** Some running experiment targets visitors (device, utm source, new visitors): pages read the visit's attributes. */
  targeted: boolean
}

let revisions = 0

/**
 * experiments/ merged with the stored controls (none: the code alone) as of `now`, plus the
 * copy lab's running tests (issue 20), each a feature of its own slot, and the global holdout
 * (issue 28; none when not given: code without a database has no setting to read).
 */
export async function compiledExperiments(
  controls: ExperimentControl[] = [],
  now = new Date(),
  copyTests: CopyTestDesign[] = [],
  holdout?: Holdout,
): Promise<CompiledExperiments> {
  const controlled = applyControls(await experimentConfig(), controls, now)
  const running = copyTests.map((test) => copyTestFeature(test, now)).filter((f) => f.experiment?.status === 'running')
  const config = { ...controlled, features: [...controlled.features, ...running] }
  const payload = buildGrowthBookPayload(config, holdout)
  const targeted = Object.values(payload.features ?? {}).some((feature) => feature.rules?.some((rule) => rule.condition))
  return { config, payload, experimentFeatures: new Set(perVisitorFeatureKeys(payload)), revision: ++revisions, targeted }
}
