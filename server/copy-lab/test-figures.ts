import type { Payload } from 'payload'
import { guardrailWorse } from '../../experiments/guardrail'
import { copyTestFeature } from '../../experiments/copy-test-feature'
import { thompsonWeights } from '../../experiments/copy-rules/thompson'
import { experimentResultFromSums, type ExperimentResult } from '../../experiments/results'
import { loadExperimentSums } from '../analytics/experiment-sums'
import { experimentConfig } from '../experiments/config'
import { designOf, type ArmFigures, type CopyTestDoc } from './copy-test-doc'

const CLOCK_MARGIN_MS = 86_400_000

export type CopyTestFigures = {
  arms: ArmFigures[]
  srmP: number
  guardrails: Array<{ key: string; name: string; worse: boolean }>
}

/**
 * A copy test's figures from the sums the database computes, with the same engine as every experiment
 * (experiments/results.ts): each arm's users and conversions of the slot's metric, its uplift
 * and interval against the published words (sequential intervals for a sequential test), and
 * its chance to be the best arm (Thompson draws on the Beta posteriors, seeded: the same
 * counts always show the same chance).
 */
export async function copyTestFigures(payload: Payload, test: CopyTestDoc, now = new Date()): Promise<CopyTestFigures> {
  return (await copyTestsFigures(payload, [test], now)).get(test.experiment)!
}

/**
 * The figures of several tests from one statement (the periodic look computes them once for
 * every running test, not once per test), by experiment key. Counts over every visitor, as the
 * system: the callers check the role (docs/decisions/065).
 */
export async function copyTestsFigures(payload: Payload, tests: CopyTestDoc[], now = new Date()): Promise<Map<string, CopyTestFigures>> {
  const { metrics } = await experimentConfig()
  const features = tests.map((test) => copyTestFeature(designOf(test), now))
  const config = { features, metrics }
  // No visitor met a copy test before it started: the facts from the earliest start are all
  // that count (the look each minute reads the tests' weeks, not the funnel's whole history).
  // A day's margin keeps the exposures of visitors whose clocks run behind (the tracker sends
  // the browser's time).
  const earliest = Math.min(now.getTime(), ...tests.map((test) => Date.parse(test.started_at)))
  const since = new Date(earliest - CLOCK_MARGIN_MS).toISOString()
  const sums = await loadExperimentSums(payload, config, { since })
  return new Map(features.map((feature) => [feature.experiment!.key, figuresOf(experimentResultFromSums(feature, config, sums, now)!)]))
}

function figuresOf(result: ExperimentResult): CopyTestFigures {
  const primary = result.metrics.find((m) => m.role === 'primary')!
  const chances = thompsonWeights(primary.variations.map((v) => ({ users: v.users, conversions: v.conversions })))
  const arms = primary.variations.map((v, i): ArmFigures => {
    const c = i > 0 ? primary.comparisons[i - 1] : undefined
    const measured = !!c && (c.ci[0] !== 0 || c.ci[1] !== 0)
    return {
      key: v.key,
      users: v.users,
      conversions: v.conversions,
      rate: v.mean,
      uplift: measured ? c.uplift : null,
      ci: measured ? c.ci : null,
      pValue: measured ? c.pValue : null,
      chanceToBeBest: v.users > 0 ? chances[i]! : null,
    }
  })
  const guardrails = result.metrics
    .filter((m) => m.role === 'guardrail')
    .map((m) => ({ key: m.key, name: m.name, worse: m.comparisons.some((c) => guardrailWorse(m, c)) }))
  return { arms, srmP: result.srmP, guardrails }
}
