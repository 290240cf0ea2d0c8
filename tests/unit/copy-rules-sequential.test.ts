import { describe, expect, it } from 'vitest'
import { decideCopyTest } from '../../experiments/copy-rules/decide'
import { mulberry32, type Random } from '../../experiments/copy-rules/random'
import { binomial, frequentistTest } from '../../experiments/stats/gbstats'

/**
 * The sequential rule may be looked at as often as the scheduler likes: over many A/A tests
 * (no real difference), the share it ever stops as a winner or a loser stays within alpha.
 * Each simulated test is looked at 20 times, every 500 users per arm up to 10,000 per arm.
 */
const ALPHA = 0.05
const STEP = 500
const LOOKS = 20
const now = new Date('2025-03-10T00:00:00.000Z')
const endsAt = '2025-04-10T00:00:00.000Z'

/** Conversions among `n` new users at `rate` (a binomial draw, one Bernoulli per user). */
function conversions(random: Random, n: number, rate: number): number {
  let c = 0
  for (let i = 0; i < n; i++) if (random() < rate) c++
  return c
}

type Counts = { users: number; conversions: number }

/** Runs `simulations` tests and answers the share that `stops` ended early at some look. */
function stopShare(
  simulations: number,
  rates: [number, number],
  seed: number,
  stops: (control: Counts, variant: Counts) => boolean,
): number {
  const random = mulberry32(seed)
  let stopped = 0
  for (let s = 0; s < simulations; s++) {
    const control = { users: 0, conversions: 0 }
    const variant = { users: 0, conversions: 0 }
    for (let look = 0; look < LOOKS; look++) {
      control.users += STEP
      control.conversions += conversions(random, STEP, rates[0])
      variant.users += STEP
      variant.conversions += conversions(random, STEP, rates[1])
      if (stops(control, variant)) {
        stopped++
        break
      }
    }
  }
  return stopped / simulations
}

const sequentialStops = (control: Counts, variant: Counts) => {
  const decision = decideCopyTest({
    rule: 'sequential',
    arms: [
      { key: 'control', ...control },
      { key: 'a', ...variant },
    ],
    weights: [0.5, 0.5],
    srmP: null,
    guardrails: [],
    minSamplePerArm: null,
    endsAt,
    now,
    alpha: ALPHA,
  })
  return decision.action === 'stop' && (decision.outcome === 'winner' || decision.outcome === 'no-winner')
}

describe('the sequential rule under peeking', () => {
  it('stops at most alpha of 1,000 A/A tests looked at 20 times', () => {
    const rate = stopShare(1000, [0.1, 0.1], 20250310, sequentialStops)
    expect(rate, `A/A early-stop rate ${(rate * 100).toFixed(1)}% (alpha ${ALPHA * 100}%)`).toBeLessThanOrEqual(ALPHA)
  })

  it('the same looks with the fixed-horizon test would stop far more often (the simulation can catch peeking)', () => {
    const fixedStops = (control: Counts, variant: Counts) => {
      const result = frequentistTest(binomial(control.users, control.conversions), binomial(variant.users, variant.conversions), {
        alpha: ALPHA,
      })
      return result.ci[0] > 0 || result.ci[1] < 0
    }
    const rate = stopShare(300, [0.1, 0.1], 7, fixedStops)
    expect(rate, `A/A early-stop rate with a peeked fixed test ${(rate * 100).toFixed(1)}%`).toBeGreaterThan(2 * ALPHA)
  })

  it('finds a real +30% lift within the 20 looks in at least 80% of 200 tests', () => {
    const rate = stopShare(200, [0.1, 0.13], 99, (control, variant) => {
      const decision = decideCopyTest({
        rule: 'sequential',
        arms: [
          { key: 'control', ...control },
          { key: 'a', ...variant },
        ],
        weights: [0.5, 0.5],
        srmP: null,
        guardrails: [],
        minSamplePerArm: null,
        endsAt,
        now,
        alpha: ALPHA,
      })
      return decision.action === 'stop' && decision.outcome === 'winner' && decision.winner === 'a'
    })
    expect(rate, `+30% found in ${(rate * 100).toFixed(1)}% of tests`).toBeGreaterThanOrEqual(0.8)
  })
})
