import { describe, expect, it } from 'vitest'
import { MIN_CONVERSIONS, MIN_USERS_PER_VARIATION, sampleCheck } from '../../experiments/enough-data'
import { experimentResults, type Facts } from '../../experiments/results'
import { loadExperimentConfig } from '../../experiments/load'

const arm = (users: number, conversions: number) => ({ users, conversions })

describe('the minimum sample before a comparison shows an interval', () => {
  it("is GrowthBook's 150 users in each variation, then 5 conversions in the two together", () => {
    expect(MIN_USERS_PER_VARIATION).toBe(150)
    expect(sampleCheck(arm(149, 40), arm(300, 40))).toEqual({
      enough: false,
      have: 149,
      need: 150,
      message: 'not enough data yet: 149 of 150 users',
    })
    expect(sampleCheck(arm(150, 2), arm(150, 2))).toEqual({
      enough: false,
      have: 4,
      need: MIN_CONVERSIONS,
      message: 'not enough data yet: 4 of 5 conversions',
    })
    expect(sampleCheck(arm(150, 0), arm(150, 5))).toEqual({ enough: true })
    expect(sampleCheck(arm(3, 0), arm(3, 1), { users: 2, conversions: 1 })).toEqual({ enough: true })
  })

  it('0 % against 33 % on a handful of users is not enough data, though gbstats gives it an interval', async () => {
    // The countdown experiment as configured in experiments/ (primary metric: lead captured).
    const config = await loadExperimentConfig()
    const at = new Date(Date.now() - 60_000).toISOString()
    const facts: Facts = { exposures: [], events: [{ unit: 'u1', eventType: 'lead_captured', at: new Date().toISOString() }], payments: [] }
    for (let i = 0; i < 6; i++) facts.exposures.push({ unit: `u${i}`, experiment: 'countdown', variation: i % 2 ? 'hidden' : 'shown', at })

    const result = experimentResults(config, facts).find((r) => r.key === 'countdown')!
    const metric = result.metrics.find((m) => m.role === 'primary')!
    expect(metric.variations.map((v) => [v.users, v.conversions])).toEqual([
      [3, 0],
      [3, 1],
    ])
    // The statistics alone print an interval; the rule says what it is worth.
    expect(metric.comparisons[0]!.ci).toHaveLength(2)
    expect(sampleCheck(metric.variations[0]!, metric.variations[1]!)).toMatchObject({
      enough: false,
      message: 'not enough data yet: 3 of 150 users',
    })
  })
})
