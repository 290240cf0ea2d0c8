import { describe, expect, it } from 'vitest'
import { betaInc, logGamma } from '../../experiments/stats/distributions'
import { mulberry32, sampleBeta, sampleGamma } from '../../experiments/copy-rules/random'
import { banditReweight, minimumExposuresPerArm, thompsonWeights, withFloor } from '../../experiments/copy-rules/thompson'

type Arm = { users: number; conversions: number }

/**
 * The reference: the exact chance each arm's Beta posterior is the largest,
 * P(i best) = ∫ f_i(x) ∏_{j≠i} F_j(x) dx, by Simpson's rule on a fine grid of [0, 1] with the
 * Beta pdf and the regularized incomplete beta as the CDF. No sampling involved.
 */
function exactChanceToBeBest(arms: Arm[], intervals = 20_000): number[] {
  const params = arms.map(({ users, conversions }) => [1 + conversions, 1 + users - conversions] as const)
  const pdf = ([a, b]: readonly [number, number], x: number) =>
    x <= 0 || x >= 1 ? 0 : Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + (a - 1) * Math.log(x) + (b - 1) * Math.log1p(-x))
  const h = 1 / intervals
  const chances = arms.map(() => 0)
  for (let k = 0; k <= intervals; k++) {
    const x = k * h
    const simpson = k === 0 || k === intervals ? 1 : k % 2 ? 4 : 2
    const cdfs = params.map(([a, b]) => betaInc(a, b, x))
    params.forEach((p, i) => {
      const others = cdfs.reduce((product, cdf, j) => (j === i ? product : product * cdf), 1)
      chances[i]! += (simpson * h * pdf(p, x) * others) / 3
    })
  }
  return chances
}

const armSets: Arm[][] = [
  [
    { users: 100, conversions: 10 },
    { users: 100, conversions: 15 },
  ],
  [
    { users: 500, conversions: 50 },
    { users: 500, conversions: 60 },
    { users: 500, conversions: 45 },
  ],
  [
    { users: 2000, conversions: 200 },
    { users: 2000, conversions: 230 },
  ],
  [
    { users: 150, conversions: 3 },
    { users: 160, conversions: 5 },
    { users: 140, conversions: 4 },
  ],
]

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0)

describe('thompsonWeights against the exact chance to be best', () => {
  it.each(armSets.map((arms) => [arms.map((a) => `${a.conversions}/${a.users}`).join(' vs '), arms] as const))('%s', (_, arms) => {
    const exact = exactChanceToBeBest(arms)
    // The integration itself must be right before it judges anything.
    expect(sum(exact)).toBeCloseTo(1, 6)
    const weights = thompsonWeights(arms, { draws: 10_000, seed: 42 })
    weights.forEach((w, i) => {
      expect(Math.abs(w - exact[i]!), `arm ${i}: sampled ${w}, exact ${exact[i]!.toFixed(4)}`).toBeLessThanOrEqual(0.01)
    })
  })

  it('gives the same weights for the same seed, and they sum to exactly 1', () => {
    const arms = armSets[1]!
    const first = thompsonWeights(arms, { seed: 7 })
    expect(thompsonWeights(arms, { seed: 7 })).toEqual(first)
    expect(thompsonWeights(arms, { seed: 8 })).not.toEqual(first)
    for (const set of armSets) expect(sum(thompsonWeights(set, { draws: 3_000, seed: 3 }))).toBe(1)
  })

  it('splits evenly between identical arms', () => {
    const weights = thompsonWeights(
      [
        { users: 300, conversions: 30 },
        { users: 300, conversions: 30 },
      ],
      { draws: 20_000, seed: 5 },
    )
    expect(Math.abs(weights[0]! - 0.5)).toBeLessThan(0.01)
  })
})

describe('the samplers', () => {
  it('Gamma and Beta draws have the right means and variances (shape below 1 included)', () => {
    const random = mulberry32(11)
    const n = 40_000
    for (const shape of [0.4, 1, 3.5]) {
      const xs = Array.from({ length: n }, () => sampleGamma(random, shape))
      const mean = sum(xs) / n
      const variance = sum(xs.map((x) => (x - mean) ** 2)) / (n - 1)
      expect(Math.abs(mean - shape), `Gamma(${shape}) mean ${mean}`).toBeLessThan(0.03 * Math.max(1, shape))
      expect(Math.abs(variance - shape), `Gamma(${shape}) variance ${variance}`).toBeLessThan(0.08 * Math.max(1, shape))
    }
    const [a, b] = [3, 7]
    const xs = Array.from({ length: n }, () => sampleBeta(random, a, b))
    const mean = sum(xs) / n
    expect(Math.abs(mean - a / (a + b))).toBeLessThan(0.003)
    expect(xs.every((x) => x > 0 && x < 1)).toBe(true)
  })
})

describe('banditReweight', () => {
  const arms = armSets[1]!
  const start = '2025-03-01T00:00:00.000Z'
  const dayLater = new Date('2025-03-02T00:00:00.000Z')

  it('waits for a day since the last re-weight', () => {
    expect(banditReweight({ arms, lastReweightAt: start, now: new Date('2025-03-01T23:59:59.000Z') })).toBeNull()
    expect(banditReweight({ arms, lastReweightAt: start, now: dayLater })).not.toBeNull()
  })

  it(`waits for ${minimumExposuresPerArm} users in every arm`, () => {
    const thin = [arms[0]!, { users: minimumExposuresPerArm - 1, conversions: 20 }]
    expect(banditReweight({ arms: thin, lastReweightAt: start, now: dayLater })).toBeNull()
  })

  it('keeps every arm at the floor at least and sums to exactly 1', () => {
    // Arm 0 is all but certain to lose: unfloored, its weight is ~0.
    const lopsided = [
      { users: 1000, conversions: 20 },
      { users: 1000, conversions: 100 },
      { users: 1000, conversions: 105 },
    ]
    expect(thompsonWeights(lopsided)[0]).toBeLessThan(0.001)
    const weights = banditReweight({ arms: lopsided, lastReweightAt: start, now: dayLater })!
    expect(weights[0]).toBe(0.01)
    expect(weights.every((w) => w >= 0.01)).toBe(true)
    expect(sum(weights)).toBe(1)
    // The floor takes from the others in proportion.
    const raw = thompsonWeights(lopsided)
    expect(weights[2]! / weights[1]!).toBeCloseTo(raw[2]! / raw[1]!, 6)
  })

  it('floors again when the first floor pushes another arm under', () => {
    const weights = withFloor([0, 0.01005, 0.98995], 0.01)
    expect(weights.slice(0, 2)).toEqual([0.01, 0.01])
    expect(sum(weights)).toBe(1)
    expect(() => withFloor([0.5, 0.5], 0.6)).toThrow()
  })
})
