import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FeatureRule } from '@growthbook/growthbook'
import { afterAll, describe, expect, it } from 'vitest'
import { EXPERIMENTS_DIR, ExperimentConfigError, loadExperimentConfig } from '../../experiments/load'
import { buildGrowthBookPayload } from '../../experiments/payload'

// This file is what makes `npm test` fail on an invalid experiments/ file (start-up fails too).
describe('experiments/ as it is checked in', async () => {
  const config = await loadExperimentConfig()
  const payload = buildGrowthBookPayload(config)

  it('is valid and holds the six flags of the spec (and the copy-test slot)', () => {
    expect(Object.keys(payload.features ?? {}).sort()).toEqual([
      'countdown',
      'exit-intent',
      'home-copy',
      'live-activity-feed',
      'order-bump-default',
      'order-bump-words',
      'pricing-display',
      'sticky-timer-banner',
    ])
  })

  it('every experiment rule hashes with version 2 on the visitor id', () => {
    const rules = Object.values(payload.features ?? {}).flatMap((f) => f.rules ?? []) as FeatureRule[]
    const experiments = rules.filter((r) => r.variations)
    expect(experiments.length).toBeGreaterThan(0)
    for (const rule of experiments) expect(rule).toMatchObject({ hashVersion: 2, hashAttribute: 'id' })
  })

  it('the spec values: exit intent discount 10, order bump unchecked, pricing value_stack', () => {
    const f = payload.features!
    expect(f['exit-intent']!.rules![0]!.variations).toContainEqual({ variant: 'discount' })
    expect(f['order-bump-default']!.defaultValue).toBe('unchecked')
    expect(f['pricing-display']!.rules![0]!.variations).toContain('value_stack')
  })
})

describe('an invalid file names the file and the field', () => {
  const dirs: string[] = []
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

  function configDir(feature: Record<string, unknown>, name = 'broken.ts') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'experiments-'))
    dirs.push(dir)
    fs.mkdirSync(path.join(dir, 'features'))
    fs.copyFileSync(path.join(EXPERIMENTS_DIR, 'metrics.ts'), path.join(dir, 'metrics.ts'))
    fs.writeFileSync(path.join(dir, 'schema.ts'), `export * from ${JSON.stringify(path.join(EXPERIMENTS_DIR, 'schema.ts'))}\n`)
    fs.writeFileSync(path.join(dir, 'features', name), `export default ${JSON.stringify(feature)}\n`)
    return dir
  }
  const valid = {
    key: 'headline',
    description: 'Hero headline copy',
    owner: 'growth',
    defaultValue: 'a',
    pages: ['/'],
    experiment: {
      key: 'headline',
      hypothesis: 'A shorter headline converts better.',
      status: 'running',
      startDate: '2026-11-23',
      variations: [
        { key: 'a', name: 'A', value: 'a' },
        { key: 'b', name: 'B', value: 'b' },
      ],
      weights: [0.5, 0.5],
      primaryMetric: 'lead-captured',
    },
  }

  it('two experiments of one layer must not overlap; the copy lab’s layers are its own', async () => {
    const inLayer = (key: string, start: number, end: number, layer = 'hero') => ({
      ...valid,
      key,
      experiment: { ...valid.experiment, key, namespace: [layer, start, end] },
    })
    const dir = configDir(inLayer('first', 0, 0.5), 'a.ts')
    fs.writeFileSync(path.join(dir, 'features', 'b.ts'), `export default ${JSON.stringify(inLayer('second', 0.5, 1))}\n`)
    expect((await loadExperimentConfig(dir)).features.map((f) => f.experiment!.namespace)).toEqual([
      ['hero', 0, 0.5],
      ['hero', 0.5, 1],
    ])
    const overlapping = configDir(inLayer('first', 0, 0.5), 'a.ts')
    fs.writeFileSync(path.join(overlapping, 'features', 'b.ts'), `export default ${JSON.stringify(inLayer('second', 0.4, 1))}\n`)
    const overlap = (await loadExperimentConfig(overlapping).catch((e: unknown) => e)) as ExperimentConfigError
    expect(overlap.message).toContain('b.ts: experiment.namespace: overlaps "first" in layer "hero"')
    const copyLayer = (await loadExperimentConfig(configDir(inLayer('third', 0, 1, 'copy-page-home'))).catch((e: unknown) => e)) as Error
    expect(copyLayer.message).toContain('broken.ts: experiment.namespace[0]: layers "copy-page-…" are the copy lab’s')
  })

  it('a valid file loads', async () => {
    const config = await loadExperimentConfig(configDir(valid))
    expect(config.features.map((f) => f.key)).toEqual(['headline'])
  })

  it.each([
    ['weights that do not sum to 1', { experiment: { ...valid.experiment, weights: [0.5, 0.6] } }, 'experiment.weights', 'must sum to 1'],
    ['a bad status', { experiment: { ...valid.experiment, status: 'paused' } }, 'experiment.status', ''],
    [
      'a bad variation key',
      { experiment: { ...valid.experiment, variations: [valid.experiment.variations[0], { key: 'B!', name: 'B', value: 'b' }] } },
      'experiment.variations[1].key',
      '',
    ],
    [
      'an unknown metric',
      { experiment: { ...valid.experiment, primaryMetric: 'signups' } },
      'experiment.primaryMetric',
      'unknown metric "signups"',
    ],
    ['a missing owner', { owner: undefined }, 'owner', ''],
    ['a start date that is not a date', { experiment: { ...valid.experiment, startDate: 'soon' } }, 'experiment.startDate', ''],
  ])('%s', async (_name, change, field, detail) => {
    const dir = configDir({ ...valid, ...change })
    const error = await loadExperimentConfig(dir).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ExperimentConfigError)
    const e = error as ExperimentConfigError
    expect(e.file).toBe(path.relative(process.cwd(), path.join(dir, 'features', 'broken.ts')))
    expect(e.field).toBe(field)
    expect(e.message).toContain(`broken.ts: ${field}: ${detail}`)
  })
})
