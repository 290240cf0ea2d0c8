import type { COPY_TEST_OUTCOMES, CopyRule } from '../../contracts/copy-lab'
import { binomial, DEFAULT_ALPHA, frequentistTest, SRM_THRESHOLD } from '../stats/gbstats'
import { minimumExposuresPerArm, thompsonWeights } from './thompson'

/**
 * When a running copy test stops and what it promotes (issue 20), from its counts so far.
 * Called on every look; pure, so the same counts at the same moment give the same answer.
 * Reasons are sentences with the figures, since a marketer reads them on the slot screen.
 */

export type CopyTestArm = { key: string; users: number; conversions: number }

export type CopyTestInput = {
  rule: CopyRule
  /** arms[0] is the control (the published words); the others are the variants. */
  arms: CopyTestArm[]
  /** The split now (the bandit's moves it); one per arm. */
  weights: number[]
  /** Sample-ratio-mismatch p-value of the split; null = not checked (the bandit's weights move). */
  srmP: number | null
  guardrails: Array<{ key: string; name: string; worse: boolean }>
  /** fixed-horizon: the power calculation (power.ts); null when it could not be made. */
  minSamplePerArm: number | null
  endsAt: string
  now: Date
  alpha?: number
}

export type CopyTestOutcome = Exclude<(typeof COPY_TEST_OUTCOMES)[number], 'stopped'>
export type CopyTestDecision = { action: 'continue' } | { action: 'stop'; outcome: CopyTestOutcome; winner: string | null; reason: string }

/** No rule decides before every arm has this many users: below it one conversion moves a rate a lot. */
export const MIN_USERS_PER_ARM = minimumExposuresPerArm

/** The bandit stops once one arm's chance to be the best reaches this. */
export const BANDIT_WIN_CHANCE = 0.95

const CONTINUE: CopyTestDecision = { action: 'continue' }
const stop = (outcome: CopyTestOutcome, winner: string | null, reason: string): CopyTestDecision => ({
  action: 'stop',
  outcome,
  winner,
  reason,
})

export function decideCopyTest(input: CopyTestInput): CopyTestDecision {
  const { arms } = input
  if (arms.length < 2) throw new Error('a copy test needs the control and at least one variant')
  if (input.weights.length !== arms.length) throw new Error(`needs one weight per arm (${arms.length})`)
  const endsAt = new Date(input.endsAt).getTime()
  if (Number.isNaN(endsAt)) throw new Error(`endsAt is not a date: ${input.endsAt}`)
  const ended = input.now.getTime() >= endsAt
  const alpha = input.alpha ?? DEFAULT_ALPHA

  // A broken split means the arms saw different visitors: no comparison can be trusted.
  if (input.srmP !== null && input.srmP < SRM_THRESHOLD)
    return stop('srm', null, `Sample ratio mismatch (p = ${pValue(input.srmP)}): the split is not what was set, so nothing is promoted.`)

  // A variant that hurts a later step of the funnel is not worth its lift.
  const worse = input.guardrails.filter((g) => g.worse)
  if (worse.length) {
    const names = worse.map((g) => g.name).join(' and ')
    const guardrail = worse.length === 1 ? 'Guardrail' : 'Guardrails'
    return stop(
      'guardrail',
      null,
      `${guardrail} ${names} got significantly worse in a variant, so the test stopped and nothing is promoted.`,
    )
  }

  if (arms.some((arm) => arm.users < MIN_USERS_PER_ARM)) {
    if (!ended) return CONTINUE
    return stop(
      'ended',
      null,
      `The test reached its end date before every version was shown to ${MIN_USERS_PER_ARM} people, so nothing is promoted.`,
    )
  }

  if (input.rule === 'sequential') return sequential(arms, alpha, ended)
  if (input.rule === 'fixed-horizon') return fixedHorizon(arms, alpha, ended, input.minSamplePerArm)
  return bandit(arms, ended)
}

type ArmComparison = { key: string; uplift: number; ci: [number, number] }

/** Each variant against the control; α is split across the variants (Bonferroni). */
function compare(arms: CopyTestArm[], alpha: number, sequential: boolean): ArmComparison[] {
  const control = binomial(arms[0]!.users, arms[0]!.conversions)
  return arms.slice(1).map((arm) => {
    const result = frequentistTest(control, binomial(arm.users, arm.conversions), { alpha, sequential })
    return { key: arm.key, uplift: result.uplift, ci: result.ci }
  })
}

const bestUplift = (comparisons: ArmComparison[]) => comparisons.reduce((a, b) => (b.uplift > a.uplift ? b : a))

/**
 * The confidence sequence holds at every look, so the test may stop the moment an interval
 * leaves 0: above it for a variant (it wins), or below it for every variant (the control stays).
 */
function sequential(arms: CopyTestArm[], alpha: number, ended: boolean): CopyTestDecision {
  const perComparison = alpha / (arms.length - 1)
  const comparisons = compare(arms, perComparison, true)
  // Its interval holds at every look (a confidence sequence): wider than a one-look interval.
  const level = `${confidence(perComparison)} interval`
  const better = comparisons.filter((c) => c.ci[0] > 0)
  if (better.length) {
    const best = bestUplift(better)
    return stop(
      'winner',
      best.key,
      `${capital(armName(best.key))} converts ${relative(best.uplift)} than the published words (${level} ${interval(best.ci)}), so it is promoted.`,
    )
  }
  if (comparisons.every((c) => c.ci[1] < 0))
    return stop(
      'no-winner',
      null,
      `Every variant converts less often than the published words (${summary(comparisons, level)}), so the published words stay.`,
    )
  if (!ended) return CONTINUE
  return stop(
    'ended',
    null,
    `The test reached its end date with no clear winner (${summary(comparisons, level)}), so the published words stay.`,
  )
}

/**
 * One test, once every arm has the planned sample: looking earlier would inflate the false
 * winners. Without a plan (no baseline rate to compute it from) the test is read at its end.
 */
function fixedHorizon(arms: CopyTestArm[], alpha: number, ended: boolean, target: number | null): CopyTestDecision {
  const reached = target !== null && arms.every((arm) => arm.users >= target)
  if (!reached && !ended) return CONTINUE
  if (!reached && target !== null) {
    const fewest = Math.min(...arms.map((arm) => arm.users))
    return stop(
      'ended',
      null,
      `The test reached its end date before every version was shown to the planned ${count(target)} people (the smallest had ${count(fewest)}), so the sample was not reached and nothing is promoted.`,
    )
  }
  const perComparison = alpha / (arms.length - 1)
  const comparisons = compare(arms, perComparison, false)
  const level = `${confidence(perComparison)} interval`
  const sample = target === null ? 'At the end of the test' : `With the planned ${count(target)} people per version`
  const better = comparisons.filter((c) => c.ci[0] > 0)
  if (better.length) {
    const best = bestUplift(better)
    return stop(
      'winner',
      best.key,
      `${sample}, ${armName(best.key)} converts ${relative(best.uplift)} than the published words (${level} ${interval(best.ci)}), so it is promoted.`,
    )
  }
  return stop(
    'no-winner',
    null,
    `${sample}, no variant converts significantly better than the published words (${summary(comparisons, level)}), so the published words stay.`,
  )
}

/** The bandit stops when Thompson sampling is nearly sure which arm is best (the control included). */
function bandit(arms: CopyTestArm[], ended: boolean): CopyTestDecision {
  const chances = thompsonWeights(arms)
  const best = chances.indexOf(Math.max(...chances))
  const chance = chances[best]!
  const arm = arms[best]!
  const threshold = percent(BANDIT_WIN_CHANCE)
  if (chance >= BANDIT_WIN_CHANCE && best > 0)
    return stop(
      'winner',
      arm.key,
      `${capital(armName(arm.key))} has a ${percent(chance)} chance to be the best (${rate(arm)} of its visitors convert, against ${rate(arms[0]!)} with the published words), so it is promoted.`,
    )
  if (chance >= BANDIT_WIN_CHANCE) {
    const runnerUp = arms.slice(1).reduce((x, y) => (y.conversions / y.users > x.conversions / x.users ? y : x))
    return stop(
      'no-winner',
      null,
      `The published words have a ${percent(chance)} chance to be the best (${rate(arm)} of their visitors convert; the best variant, ${armName(runnerUp.key)}, converts ${rate(runnerUp)}), so they stay.`,
    )
  }
  if (!ended) return CONTINUE
  const leader = best === 0 ? 'the published words' : armName(arm.key)
  return stop(
    'ended',
    null,
    `The test reached its end date with no version at a ${threshold} chance to be the best (the closest: ${leader} at ${percent(chance)}), so the published words stay.`,
  )
}

const armName = (key: string) => `variant ${key.length === 1 ? key.toUpperCase() : key}`
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const signed = (x: number) => `${x >= 0 ? '+' : '-'}${Math.abs(x * 100).toFixed(1)}%`
const relative = (uplift: number) => `${Math.abs(uplift * 100).toFixed(1)}% ${uplift >= 0 ? 'more' : 'less'} often`
const interval = (ci: [number, number]) => `${signed(ci[0])} to ${signed(ci[1])}`
const summary = (comparisons: ArmComparison[], level: string) =>
  comparisons.map((c) => `${armName(c.key)} ${signed(c.uplift)}, ${level} ${interval(c.ci)}`).join('; ')
const percent = (x: number) => `${Number((x * 100).toFixed(1))}%`
const confidence = (alpha: number) => `${Number((100 * (1 - alpha)).toFixed(1))}%`
const rate = (arm: CopyTestArm) => `${((arm.conversions / arm.users) * 100).toFixed(1)}%`
const count = (n: number) => n.toLocaleString('en-US')
const pValue = (p: number) => String(Number(p.toPrecision(2)))
