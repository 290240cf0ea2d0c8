import { GrowthBook } from '@growthbook/growthbook'
import { describe, expect, it } from 'vitest'
import { copyTestFeature, type CopyTestDesign } from '../../experiments/copy-test-feature'
import metrics from '../../experiments/metrics'
import { metricDefinition } from '../../experiments/schema'
import { buildGrowthBookPayload } from '../../experiments/payload'
import { experimentResult, type Exposure } from '../../experiments/results'

const test: CopyTestDesign = {
  slot: 'home-headline',
  experiment: 'copy-home-headline-1',
  rule: 'bandit',
  state: 'running',
  started_at: '2026-11-26T10:00:00.000Z',
  ends_at: '2026-12-03T10:00:00.000Z',
  arms: [
    { key: 'control', label: 'Published words', text: 'Published', variant: null },
    { key: 'a', label: 'Variant A', text: 'Tested words', variant: '7' },
  ],
  weights: [0.5, 0.5],
}
const now = new Date('2026-11-27T10:00:00.000Z')
const config = () => ({ features: [copyTestFeature(test, now)], metrics: metrics.map((m) => metricDefinition.parse(m)) })

describe('a copy test as an experiment', () => {
  it('serves the words as the variations’ values, the control as null (the published words), under the slot’s feature', () => {
    const payload = buildGrowthBookPayload(config())
    const rule = payload.features!['copy-home-headline']!.rules![0]!
    expect(rule.variations).toEqual([null, 'Tested words'])
    expect(rule.key).toBe('copy-home-headline-1')
    const gb = new GrowthBook({ attributes: { id: 'visitor-1' } })
    gb.initSync({ payload })
    expect([null, 'Tested words']).toContain(gb.evalFeature('copy-home-headline').value)
  })

  it('serves a sequence step’s subject test outside the pages’ layers, counting the click on its e-mail (docs/decisions/097)', () => {
    const subject = copyTestFeature({ ...test, slot: 'subject-lead-nurture-1', experiment: 'copy-subject-lead-nurture-1-1' }, now)
    expect(subject.key).toBe('copy-subject-lead-nurture-1')
    expect(subject.experiment).toMatchObject({ primaryMetric: 'email-click', guardrailMetrics: [] })
    expect(subject.experiment!.namespace).toBeUndefined()
    expect(copyTestFeature(test, now).experiment!.namespace).toEqual(['copy-page-home', 0, 1 / 3])
  })

  it('is no longer served once its end date passed', () => {
    const ended = copyTestFeature(test, new Date('2026-12-04T00:00:00.000Z'))
    expect(ended.experiment!.status).toBe('stopped')
  })

  it('the bandit’s moving split raises no sample-ratio warning; the same split under a fixed rule does', () => {
    const exposures: Exposure[] = Array.from({ length: 1000 }, (_, i) => ({
      unit: `u${i}`,
      experiment: test.experiment,
      variation: i < 700 ? 'a' : 'control',
      at: '2026-11-26T12:00:00.000Z',
    }))
    const facts = { exposures, events: [], payments: [] }
    const bandit = experimentResult(config().features[0]!, config(), facts, now)!
    expect(bandit.srmP).toBeLessThan(0.001)
    expect(bandit.srmWarning).toBe(false)
    const fixedTest = { ...test, rule: 'sequential' as const }
    const fixedConfig = { ...config(), features: [copyTestFeature(fixedTest, now)] }
    expect(experimentResult(fixedConfig.features[0]!, fixedConfig, facts, now)!.srmWarning).toBe(true)
  })
})
