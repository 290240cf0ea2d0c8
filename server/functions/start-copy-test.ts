import { copyTextProblem } from '../../contracts/copy-lab'
import { AppError } from '../../contracts/errors'
import { hasRole } from '../../collections/access/roles'
import { COPY_LAB_WRITE } from '../../collections/CopyVariants/hooks/guardVariantReview'
import { bumpContentVersion } from '../../collections/hooks/contentVersion'
import { minSamplePerArm } from '../../experiments/copy-rules/power'
import type { CopyTestArm } from '../../experiments/copy-test-feature'
import { asCopyTest } from '../copy-lab/copy-test-doc'
import { slotBaseline } from '../copy-lab/slot-baseline'
import { findCopySlot } from '../copy-lab/slot-entries'
import { slotWordsNow } from '../copy-lab/slot-words'
import { copyTestViewOf } from '../copy-lab/test-view'
import { isUniqueViolation } from '../unique-violation'
import { defineFunction } from './types'

const ARM_KEYS = ['a', 'b', 'c'] as const
const DEFAULT_MDE = 0.2

/**
 * "Start test" (issue 20): the slot's published words as control and 1–3 approved variants as
 * treatments, split evenly, under a rule fixed from now on. It is served in /features.json as
 * soon as the content version moves (every node within seconds, no deploy); a subject slot's, to
 * each recipient as their e-mail is sent (server/copy-lab/subject-for-recipient.ts). Marketers and admins.
 */
export const startCopyTest = defineFunction('start-copy-test', {
  auth: 'user',
  handler: async (input, { payload, user }) => {
    if (!user || !hasRole(user, 'marketer', 'admin')) throw new AppError('FORBIDDEN')
    const slot = await findCopySlot(payload, user, input.slot)
    const asUser = { overrideAccess: false as const, user, depth: 0 }
    if (new Set(input.variants).size !== input.variants.length) throw new AppError('INVALID_INPUT', 'Choose each variant once.')
    if (Date.parse(input.endsAt) <= Date.now()) throw new AppError('INVALID_INPUT', 'The end date must be in the future.')

    const { docs: variants } = await payload.find({
      collection: 'copy-variants',
      where: { id: { in: input.variants } },
      limit: input.variants.length,
      ...asUser,
    })
    if (variants.length !== input.variants.length) throw new AppError('NOT_FOUND')
    if (variants.some((v) => v.slot !== input.slot))
      throw new AppError('INVALID_INPUT', `Choose variants of the ${slot.label.toLowerCase()}.`)
    if (variants.some((v) => v.status !== 'approved')) throw new AppError('COPY_VARIANT_NOT_APPROVED')
    const published = await slotWordsNow(payload, slot, user)
    for (const v of variants) {
      const problem = copyTextProblem(slot, published, v.text)
      if (problem) throw new AppError('INVALID_INPUT', `“${v.text}”: ${problem}`)
    }

    let minSample: number | null = null
    const mde = input.minimumDetectableEffect ?? DEFAULT_MDE
    if (input.rule === 'fixed-horizon') {
      const baseline = await slotBaseline(payload, slot)
      minSample = minSamplePerArm({ baselineRate: baseline.rate, minimumDetectableEffect: mde, arms: variants.length + 1 })
      if (minSample === null)
        throw new AppError(
          'INVALID_INPUT',
          'A fixed-horizon test needs a baseline rate, and the last 30 days have none. Choose the sequential rule or the bandit.',
        )
    }

    // In the order the marketer chose them: A, B, C.
    const ordered = input.variants.map((id) => variants.find((v) => String(v.id) === String(id))!)
    const arms: CopyTestArm[] = [
      { key: 'control', label: 'Published words', text: published, variant: null },
      ...ordered.map((v, i) => ({
        key: ARM_KEYS[i]!,
        label: `Variant ${ARM_KEYS[i]!.toUpperCase()}`,
        text: v.text,
        variant: String(v.id),
      })),
    ]
    const weights = arms.map(() => 1 / arms.length)

    const transactionID = (await payload.db.beginTransaction()) ?? undefined
    const req = { transactionID }
    try {
      const created = await payload.create({
        collection: 'copy-tests',
        data: {
          slot: input.slot,
          // Never a key used before, even by a deleted test: its exposures stay in funnel-events.
          experiment: `${slot.feature}-${Date.now().toString(36)}`,
          // Unique: a second running test on the slot (from another tab or node) fails here.
          running_slot: input.slot,
          rule: input.rule,
          metric: slot.metric,
          state: 'running',
          started_at: new Date().toISOString(),
          started_by: user.id as number,
          started_by_email: user.email,
          ends_at: new Date(input.endsAt).toISOString(),
          minimum_detectable_effect: input.rule === 'fixed-horizon' ? mde : null,
          min_sample_per_arm: minSample,
          arms,
          weights,
        },
        req,
        ...asUser,
      })
      for (const v of ordered)
        await payload.update({
          collection: 'copy-variants',
          id: v.id,
          data: { status: 'running' },
          req,
          ...asUser,
          context: { [COPY_LAB_WRITE]: true },
        })
      if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
      bumpContentVersion()
      return { test: copyTestViewOf(asCopyTest(created), null) }
    } catch (error) {
      if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID)
      if (isUniqueViolation(error)) throw new AppError('COPY_TEST_RUNNING')
      throw error
    }
  },
})
