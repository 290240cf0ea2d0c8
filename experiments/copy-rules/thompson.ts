import { mulberry32, sampleBeta } from './random'

/**
 * The bandit's split (issue 20): Thompson sampling on each arm's conversion rate. An arm's
 * posterior is Beta(1 + conversions, 1 + users - conversions) (a flat prior), and its weight is
 * its chance to be the best, estimated from joint draws with a fixed seed so the same counts
 * always give the same split.
 */

export type BanditArm = { users: number; conversions: number }

/** Below this many users per arm the posteriors are mostly prior: the bandit does not move. */
export const minimumExposuresPerArm = 100

/** The bandit re-weights at most once a day, so a day's traffic is judged on one split. */
export const BANDIT_REWEIGHT_EVERY_MS = 86_400_000

/**
 * Every arm keeps at least 1% of the traffic. Thompson sampling alone can starve an arm after
 * an unlucky start; the floor keeps each arm measured (its estimate still improves, the split
 * can still be checked) at a cost of at most 1% of traffic per losing arm.
 */
export const BANDIT_WEIGHT_FLOOR = 0.01

/** Each arm's chance to be the best: the share of `draws` joint posterior draws in which it is the largest (ties split). */
export function thompsonWeights(arms: BanditArm[], { draws = 10_000, seed = 1 }: { draws?: number; seed?: number } = {}): number[] {
  if (arms.length === 0) return []
  const random = mulberry32(seed)
  const wins = arms.map(() => 0)
  const sample = arms.map(() => 0)
  for (let d = 0; d < draws; d++) {
    let best = -Infinity
    for (let i = 0; i < arms.length; i++) {
      const { users, conversions } = arms[i]!
      sample[i] = sampleBeta(random, 1 + conversions, 1 + users - conversions)
      if (sample[i]! > best) best = sample[i]!
    }
    const tied = sample.filter((s) => s === best).length
    for (let i = 0; i < arms.length; i++) if (sample[i] === best) wins[i]! += 1 / tied
  }
  return sumToOne(wins.map((w) => w / draws))
}

/**
 * The bandit's new split, or null while it must not move: until every arm has
 * `minimumExposuresPerArm` users, and until `everyMs` has passed since the last re-weight
 * (the test's start counts as the first).
 */
export function banditReweight({
  arms,
  lastReweightAt,
  now,
  everyMs = BANDIT_REWEIGHT_EVERY_MS,
  floor = BANDIT_WEIGHT_FLOOR,
  draws,
  seed,
}: {
  arms: BanditArm[]
  lastReweightAt: Date | string
  now: Date
  everyMs?: number
  floor?: number
  draws?: number
  seed?: number
}): number[] | null {
  if (arms.length < 2 || arms.some((arm) => arm.users < minimumExposuresPerArm)) return null
  if (now.getTime() - new Date(lastReweightAt).getTime() < everyMs) return null
  return withFloor(thompsonWeights(arms, { draws, seed }), floor)
}

/**
 * Raises every weight below `floor` to it and shares what is left among the others in
 * proportion, again until none is below (a raised arm can push another under).
 */
export function withFloor(weights: number[], floor: number): number[] {
  if (floor * weights.length > 1) throw new Error(`a floor of ${floor} cannot hold for ${weights.length} arms`)
  const floored = new Set<number>()
  for (;;) {
    const free = weights.map((_, i) => i).filter((i) => !floored.has(i))
    const freeMass = free.reduce((s, i) => s + weights[i]!, 0)
    const room = 1 - floored.size * floor
    const scaled = weights.map((w, i) => (floored.has(i) ? floor : freeMass > 0 ? (w * room) / freeMass : room / free.length))
    const under = free.filter((i) => scaled[i]! < floor)
    if (!under.length) return sumToOne(scaled)
    for (const i of under) floored.add(i)
  }
}

/** The experiment's weights must add up to 1: the rounding left over goes to the largest. */
function sumToOne(weights: number[]): number[] {
  const out = [...weights]
  const largest = out.indexOf(Math.max(...out))
  for (let tries = 0; tries < 4; tries++) {
    const sum = out.reduce((s, w) => s + w, 0)
    if (sum === 1) break
    out[largest]! += 1 - sum
  }
  return out
}
