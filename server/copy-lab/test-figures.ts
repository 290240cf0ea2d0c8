import type { Payload, TypedUser } from 'payload'
import { guardrailWorse } from '../../experiments/guardrail'
import { copyTestFeature } from '../../experiments/copy-test-feature'
import { thompsonWeights } from '../../experiments/copy-rules/thompson'
import { experimentResult } from '../../experiments/results'
import { loadExperimentFacts } from '../analytics/experiment-facts'
import { experimentConfig } from '../experiments/config'
import { designOf, type ArmFigures, type CopyTestDoc } from './copy-test-doc'

export type CopyTestFigures = {
  arms: ArmFigures[]
  srmP: number
  guardrails: Array<{ key: string; name: string; worse: boolean }>
}

/**
 * A copy test's figures from the raw facts, with the same engine as every experiment
 * (experiments/results.ts): each arm's users and conversions of the slot's metric, its uplift
 * and interval against the published words (sequential intervals for a sequential test), and
 * its chance to be the best arm (Thompson draws on the Beta posteriors, seeded: the same
 * counts always show the same chance).
 */
export async function copyTestFigures(
  payload: Payload,
  test: CopyTestDoc,
  user: TypedUser | null,
  now = new Date(),
): Promise<CopyTestFigures> {
  const { metrics } = await experimentConfig()
  const feature = copyTestFeature(designOf(test), now)
  const config = { features: [feature], metrics }
  const result = experimentResult(feature, config, await loadExperimentFacts(payload, config, user), now)!
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
