import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { z } from 'zod'
import { featureDefinition, metricDefinition, type Experiment, type Feature, type Metric } from './schema'

export type ExperimentConfig = { features: Feature[]; metrics: Metric[] }

/** An invalid config file: the message names the file and the field. */
export class ExperimentConfigError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    detail: string,
  ) {
    super(`${file}: ${field ? `${field}: ` : ''}${detail}`)
    this.name = 'ExperimentConfigError'
  }
}

export const EXPERIMENTS_DIR = path.dirname(fileURLToPath(import.meta.url))

const fieldOf = (issuePath: PropertyKey[]) =>
  issuePath.reduce<string>(
    (out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part)),
    '',
  )

function parse<T extends z.ZodType>(schema: T, value: unknown, file: string, prefix = ''): z.output<T> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  const field = fieldOf(issue.path)
  throw new ExperimentConfigError(
    file,
    prefix && field ? `${prefix}${field.startsWith('[') ? '' : '.'}${field}` : prefix || field,
    issue.message,
  )
}

/**
 * Reads experiments/ (or another folder of the same layout, for tests): every file of
 * features/ and metrics.ts, each validated; keys unique; every metric an experiment names
 * exists. Throws ExperimentConfigError naming the file (relative to the project) and field.
 */
export async function loadExperimentConfig(dir: string = EXPERIMENTS_DIR): Promise<ExperimentConfig> {
  const rel = (file: string) => path.relative(process.cwd(), file) || file
  const metricsFile = path.join(dir, 'metrics.ts')
  const metricsModule = (await import(pathToFileURL(metricsFile).href)) as { default?: unknown }
  if (!Array.isArray(metricsModule.default)) throw new ExperimentConfigError(rel(metricsFile), '', 'must export default a list of metrics')
  const metrics = metricsModule.default.map((metric, i) => parse(metricDefinition, metric, rel(metricsFile), `[${i}]`))
  metrics.forEach((metric, i) => {
    if (metrics.findIndex((m) => m.key === metric.key) !== i)
      throw new ExperimentConfigError(rel(metricsFile), `[${i}].key`, `duplicate metric key "${metric.key}"`)
  })

  const featuresDir = path.join(dir, 'features')
  const files = fs
    .readdirSync(featuresDir)
    .filter((name) => /\.(ts|js|mjs)$/.test(name) && !name.endsWith('.d.ts'))
    .sort()
  const features: Feature[] = []
  for (const name of files) {
    const file = path.join(featuresDir, name)
    const mod = (await import(pathToFileURL(file).href)) as { default?: unknown }
    if (!mod.default) throw new ExperimentConfigError(rel(file), '', 'must export default a feature (defineFeature)')
    const feature = parse(featureDefinition, mod.default, rel(file))
    if (features.some((f) => f.key === feature.key))
      throw new ExperimentConfigError(rel(file), 'key', `duplicate feature key "${feature.key}"`)
    const exp = feature.experiment
    if (exp) {
      if (features.some((f) => f.experiment?.key === exp.key))
        throw new ExperimentConfigError(rel(file), 'experiment.key', `duplicate experiment key "${exp.key}"`)
      const known = new Set(metrics.map((m) => m.key))
      if (!known.has(exp.primaryMetric))
        throw new ExperimentConfigError(rel(file), 'experiment.primaryMetric', `unknown metric "${exp.primaryMetric}" (metrics.ts)`)
      exp.guardrailMetrics.forEach((key, i) => {
        if (!known.has(key))
          throw new ExperimentConfigError(rel(file), `experiment.guardrailMetrics[${i}]`, `unknown metric "${key}" (metrics.ts)`)
      })
    }
    features.push(feature)
  }
  // One feature per file, in the files' order.
  checkLayers(features.map((feature, i) => ({ feature, file: rel(path.join(featuresDir, files[i]!)) })))
  return { features, metrics }
}

/** Experiments of one layer must have disjoint ranges, or a visitor could meet two of them. */
function checkLayers(features: { feature: Feature; file: string }[]): void {
  const placed: Experiment[] = []
  for (const { feature, file } of features) {
    const exp = feature.experiment
    if (!exp?.namespace) continue
    const [layer, start, end] = exp.namespace
    const other = placed.find((o) => o.namespace![0] === layer && o.namespace![1] < end && start < o.namespace![2])
    if (other)
      throw new ExperimentConfigError(
        file,
        'experiment.namespace',
        `overlaps "${other.key}" in layer "${layer}" ([${other.namespace![1]}, ${other.namespace![2]}))`,
      )
    placed.push(exp)
  }
}
