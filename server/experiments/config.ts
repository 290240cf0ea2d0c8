import type { FeatureApiResponse } from '@growthbook/growthbook'
import { loadExperimentConfig, type ExperimentConfig } from '../../experiments/load'
import { buildGrowthBookPayload, experimentFeatureKeys } from '../../experiments/payload'

let loaded: Promise<ExperimentConfig> | undefined

/** experiments/, validated once per process (start-up fails on an invalid file: server/start.ts). */
export function experimentConfig(): Promise<ExperimentConfig> {
  return (loaded ??= loadExperimentConfig())
}

export type CompiledExperiments = {
  config: ExperimentConfig
  /** The GrowthBook payload served at /features.json and handed to every SDK. */
  payload: FeatureApiResponse
  /** Features with a running experiment: the only ones whose value differs per visitor. */
  experimentFeatures: Set<string>
}

export async function compiledExperiments(): Promise<CompiledExperiments> {
  const config = await experimentConfig()
  return { config, payload: buildGrowthBookPayload(config), experimentFeatures: new Set(experimentFeatureKeys(config)) }
}
