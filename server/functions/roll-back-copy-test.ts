import { copySlot } from '../../contracts/copy-lab'
import { AppError } from '../../contracts/errors'
import { hasRole } from '../../collections/access/roles'
import { bumpContentVersion } from '../../collections/hooks/contentVersion'
import { asCopyTest, findCopyTest } from '../copy-lab/copy-test-doc'
import { publishSlotWords } from '../copy-lab/publish-slot-words'
import { slotWordsNow } from '../copy-lab/slot-words'
import { copyTestViewOf } from '../copy-lab/test-view'
import { defineFunction } from './types'

/**
 * "Roll back" (issue 20): the words the slot had before a test's winner are published again, as a
 * new version with a note (the winner's version stays in the history). Marketers and admins, as
 * themselves. Refused when the page's words changed since the promotion: a roll-back must not
 * undo a marketer's later edit.
 */
export const rollBackCopyTest = defineFunction('roll-back-copy-test', {
  auth: 'user',
  handler: async (input, { payload, user }) => {
    if (!user || !hasRole(user, 'marketer', 'admin')) throw new AppError('FORBIDDEN')
    const test = await findCopyTest(payload, input.test, user)
    if (!test.promoted || test.previous_text == null)
      throw new AppError('INVALID_INPUT', 'This test published no winner, so there is nothing to roll back.')
    if (test.rolled_back) return { test: copyTestViewOf(test) }
    const slot = copySlot(test.slot)
    const winner = test.arms.find((a) => a.key === test.decision?.winner)
    const transactionID = (await payload.db.beginTransaction()) ?? undefined
    const req = { transactionID }
    try {
      const now = await slotWordsNow(payload, slot, user, req)
      if (winner && now !== winner.text)
        throw new AppError(
          'INVALID_INPUT',
          `The ${slot.label.toLowerCase()} changed since the winner was published. Edit it on the ${slot.kind === 'subject' ? 'sequence' : 'page'} instead.`,
        )
      const at = new Date().toISOString()
      const note = `Copy lab: rolled back ${test.experiment} by ${user.email} on ${at.slice(0, 10)}; the words before its winner are live again.`
      await publishSlotWords({ payload, slot, text: test.previous_text, note, req, user })
      const updated = await payload.update({
        collection: 'copy-tests',
        id: test.id,
        data: { rolled_back: { at, by: user.email } },
        depth: 0,
        req,
        overrideAccess: false,
        user,
      })
      if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
      bumpContentVersion()
      return { test: copyTestViewOf(asCopyTest(updated)) }
    } catch (error) {
      if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID)
      throw error
    }
  },
})
