import { COPY_SLOT_IDS, COPY_SLOTS, copySlot, type CopyRule, type CopySlotId, type PageSlotId } from '../contracts/copy-lab'
import { COPY_LAYER_PREFIX, type Experiment, type Feature } from './schema'

/** One arm of a copy test: the control is the published words (no variant). */
export type CopyTestArm = { key: string; label: string; text: string; variant: string | null }

/** What a copy test is, as copy-tests stores it (collections/CopyTests). */
export type CopyTestDesign = {
  slot: CopySlotId
  experiment: string
  rule: CopyRule
  state: 'running' | 'stopped'
  started_at: string
  ends_at: string
  arms: CopyTestArm[]
  weights: number[]
}

/** The GrowthBook flag a copy slot's test is served under; the page reads it (web/lib/experiments/slot-copy.ts). */
export const copySlotFeature = (slot: CopySlotId) => copySlot(slot).feature

/**
 * The layer a slot's tests run in (issue 28): one per page, split evenly between the page's
 * slots in a fixed order, so two tests on one page never share a visitor. Fixed, not handed
 * out as tests start: a range that moved while a test ran would put its bucketed visitors
 * (sticky, so never re-checked) into the next test's range as well. Page slots only.
 */
export function copySlotLayer(slotId: PageSlotId): NonNullable<Experiment['namespace']> {
  const page = COPY_SLOTS[slotId].page
  const slots = COPY_SLOT_IDS.filter((id) => COPY_SLOTS[id].page === page)
  const at = slots.indexOf(slotId)
  const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '-')
  return [`${COPY_LAYER_PREFIX}${name}`, at / slots.length, (at + 1) / slots.length]
}

/**
 * A copy test as an experiment of the config (experiments/load.ts), so /features.json, the
 * results, the alerts and the analyst view treat it like any experiment of code. Its
 * variations' values are the words themselves; the control's is null, which the page reads as
 * "the published words", so a promotion or a marketer's edit of the page is what the control shows.
 */
export function copyTestFeature(test: CopyTestDesign, now = new Date()): Feature {
  const slot = copySlot(test.slot)
  const running = test.state === 'running' && Date.parse(test.ends_at) > now.getTime()
  return {
    key: slot.feature,
    description: `Copy test of the ${slot.label.toLowerCase()} (copy lab).`,
    owner: 'copy-lab',
    defaultValue: null,
    // A subject is seen in the inbox; its clicks land through the e-mail's signed redirect.
    pages: [slot.kind === 'page' ? slot.page : '/email/click'],
    experiment: {
      key: test.experiment,
      hypothesis: `Approved words for the ${slot.label.toLowerCase()} convert better than the published ones.`,
      status: running ? 'running' : 'stopped',
      startDate: test.started_at.slice(0, 10),
      variations: test.arms.map((arm) => ({ key: arm.key, name: arm.label, value: arm.variant ? arm.text : null })),
      weights: test.weights,
      coverage: 1,
      // Never bumped: a re-weight (the bandit's) must keep every visitor's variation.
      bucketVersion: 0,
      releasedVariation: test.arms[0]!.key,
      primaryMetric: slot.metric,
      guardrailMetrics: [...slot.guardrails],
      sequential: test.rule === 'sequential',
      adaptive: test.rule === 'bandit',
      // Each e-mail is a surface of its own: subject tests share recipients with no page's test.
      ...(slot.kind === 'page' ? { namespace: copySlotLayer(slot.id) } : {}),
    },
  }
}
