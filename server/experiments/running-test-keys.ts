import type { CompiledExperiments } from './config'

/** The experiments served now, by key: the code's and the copy lab's, controls applied. */
export const runningTestKeys = ({ config }: CompiledExperiments): string[] =>
  config.features.flatMap((feature) => (feature.experiment?.status === 'running' ? [feature.experiment.key] : []))
