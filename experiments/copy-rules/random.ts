/**
 * A seeded random source for the copy test's rules: the bandit's Thompson draws must be the
 * same on every run for the same counts (a re-weight can be replayed and tested), so nothing
 * here uses Math.random.
 */

/** A uniform draw in [0, 1). */
export type Random = () => number

/** mulberry32: a small 32-bit generator, plenty for Monte Carlo shares to 0.01. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Standard normal by Box–Muller (one of the pair; 1 - u keeps the log away from 0). */
export function sampleNormal(random: Random): number {
  const u = 1 - random()
  const v = random()
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
}

/**
 * Gamma(shape, 1) by Marsaglia–Tsang (2000). Below shape 1 their method does not hold, so a
 * Gamma(shape + 1) draw is boosted by U^(1/shape).
 */
export function sampleGamma(random: Random, shape: number): number {
  if (!(shape > 0)) throw new Error(`gamma shape must be positive (got ${shape})`)
  if (shape < 1) return sampleGamma(random, shape + 1) * Math.pow(1 - random(), 1 / shape)
  const d = shape - 1 / 3
  const c = 1 / Math.sqrt(9 * d)
  for (;;) {
    const x = sampleNormal(random)
    const v = (1 + c * x) ** 3
    if (v <= 0) continue
    const u = 1 - random()
    // The cheap squeeze accepts almost every draw; the log test is the exact one.
    if (u < 1 - 0.0331 * x ** 4) return d * v
    if (Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v
  }
}

/** Beta(a, b) as X / (X + Y) with X ~ Gamma(a), Y ~ Gamma(b). */
export function sampleBeta(random: Random, a: number, b: number): number {
  const x = sampleGamma(random, a)
  const y = sampleGamma(random, b)
  return x / (x + y)
}
