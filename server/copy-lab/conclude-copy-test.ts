import type { Payload, PayloadRequest, TypedUser } from 'payload'
import { copySlot, type CopyVariantStatus } from '../../contracts/copy-lab'
import { COPY_LAB_WRITE } from '../../collections/CopyVariants/hooks/guardVariantReview'
import { bumpContentVersion } from '../../collections/hooks/contentVersion'
import { isUniqueViolation } from '../unique-violation'
import type { ArmFigures, CopyTestDoc } from './copy-test-doc'
import { publishSlotWords } from './publish-slot-words'
import { slotWordsNow } from './slot-words'

export type CopyTestConclusion = {
  outcome: 'winner' | 'no-winner' | 'srm' | 'guardrail' | 'ended' | 'stopped'
  winner: string | null
  reason: string
}

const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`

/** The version note of a promotion: the test and its figures, as an analyst would quote them. */
function promotionNote(test: CopyTestDoc, winner: ArmFigures | undefined, control: ArmFigures | undefined, reason: string): string {
  const rate = (f?: ArmFigures) => (f ? `${(f.rate * 100).toFixed(2)}% of ${f.users}` : 'n/a')
  const interval = winner?.ci ? ` (interval ${pct(winner.ci[0])} to ${pct(winner.ci[1])})` : ''
  return [
    `Copy lab: winner of ${test.experiment} (${test.rule}), published ${new Date().toISOString().slice(0, 10)}.`,
    `${test.metric}: winner ${rate(winner)}, published words ${rate(control)}; uplift ${winner?.uplift != null ? pct(winner.uplift) : 'n/a'}${interval}.`,
    reason,
  ].join(' ')
}

/** What each variant of a stopped test becomes in the library. */
function variantStatus(conclusion: CopyTestConclusion, armKey: string): CopyVariantStatus {
  if (conclusion.outcome === 'winner') return armKey === conclusion.winner ? 'won' : 'lost'
  if (conclusion.outcome === 'no-winner') return 'lost'
  return 'inconclusive'
}

/**
 * Ends a running copy test once (its own rule's decision, the end date, or a marketer's stop):
 * the claim `stop:<experiment>` is unique, so of the nodes that look at once one acts. In one
 * transaction: the winner (if any) is published as a new version of the slot's page with the
 * figures in its note (a subject slot's, into its sequence step), the test keeps its decision and figures, and each variant joins the
 * library with its own figures. Answers the stopped test, or null when another node ended it.
 */
export async function concludeCopyTest({
  payload,
  test,
  conclusion,
  figures,
  user,
  now = new Date(),
}: {
  payload: Payload
  test: CopyTestDoc
  conclusion: CopyTestConclusion
  figures: ArmFigures[]
  /** The marketer who stopped it; none when its rule or end date did. */
  user: TypedUser | null
  now?: Date
}): Promise<CopyTestDoc | null> {
  const slot = copySlot(test.slot)
  const transactionID = (await payload.db.beginTransaction()) ?? undefined
  const req = { transactionID } as Partial<PayloadRequest>
  const access = user ? { overrideAccess: false as const, user } : { overrideAccess: true as const }
  try {
    await payload.create({
      collection: 'copy-test-claims',
      data: { claim_key: `stop:${test.experiment}` },
      depth: 0,
      req,
      overrideAccess: true,
    })
    const byKey = new Map(figures.map((f) => [f.key, f]))
    let promoted: { at: string; version: string | null } | null = null
    let previousText: string | null = null
    const winnerArm = conclusion.winner ? test.arms.find((a) => a.key === conclusion.winner) : undefined
    if (conclusion.outcome === 'winner' && winnerArm?.variant) {
      // The decision publishes, not the marketer who started the test: the system writes it.
      previousText = await slotWordsNow(payload, slot, null, req)
      const note = promotionNote(test, byKey.get(winnerArm.key), byKey.get(test.arms[0]!.key), conclusion.reason)
      const version = await publishSlotWords({ payload, slot, text: winnerArm.text, note, req, user: null })
      promoted = { at: now.toISOString(), version }
    }
    const stopped = await payload.update({
      collection: 'copy-tests',
      id: test.id,
      data: {
        state: 'stopped',
        running_slot: test.experiment,
        stopped_at: now.toISOString(),
        decision: conclusion,
        figures,
        ...(promoted ? { promoted, previous_text: previousText } : {}),
      },
      depth: 0,
      req,
      ...access,
    })
    for (const arm of test.arms) {
      if (!arm.variant) continue
      const f = byKey.get(arm.key)
      await payload.update({
        collection: 'copy-variants',
        id: arm.variant,
        data: {
          status: variantStatus(conclusion, arm.key),
          result: f
            ? { test: test.experiment, users: f.users, conversions: f.conversions, rate: f.rate, uplift: f.uplift, ci: f.ci }
            : null,
        },
        depth: 0,
        req,
        overrideAccess: true,
        context: { [COPY_LAB_WRITE]: true },
      })
    }
    if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
    // Committed: every node rebuilds /features.json without the test and re-renders the page.
    bumpContentVersion()
    return stopped as unknown as CopyTestDoc
  } catch (error) {
    if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID)
    if (isUniqueViolation(error)) return null
    throw error
  }
}
