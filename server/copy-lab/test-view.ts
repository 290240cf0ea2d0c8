import type { CopyTestView } from '../../contracts/copy-lab'
import type { ArmFigures, CopyTestDoc } from './copy-test-doc'

const NO_FIGURES = { users: 0, conversions: 0, rate: 0, uplift: null, ci: null, pValue: null, chanceToBeBest: null }

/**
 * A copy test as the copy lab answers it: its design, and each arm's figures (the live ones of a
 * running test, or those kept when it stopped).
 */
export function copyTestViewOf(test: CopyTestDoc, figures: ArmFigures[] | null = test.figures ?? null): CopyTestView {
  const byKey = new Map((figures ?? []).map((f) => [f.key, f]))
  const decision = test.decision
  return {
    id: String(test.id),
    slot: test.slot,
    experiment: test.experiment,
    rule: test.rule,
    metric: test.metric,
    state: test.state,
    startedAt: test.started_at,
    startedBy: test.started_by_email,
    endsAt: test.ends_at,
    stoppedAt: test.stopped_at ?? null,
    minSamplePerArm: test.min_sample_per_arm ?? null,
    arms: test.arms.map((arm, i) => {
      const { key: _key, ...figure } = byKey.get(arm.key) ?? { key: arm.key, ...NO_FIGURES }
      return { key: arm.key, label: arm.label, text: arm.text, variant: arm.variant, weight: test.weights[i] ?? 0, ...figure }
    }),
    decision: decision
      ? { outcome: decision.outcome as NonNullable<CopyTestView['decision']>['outcome'], reason: decision.reason, winner: decision.winner }
      : null,
    promoted: test.promoted ?? null,
    rolledBack: test.rolled_back ?? null,
  }
}
