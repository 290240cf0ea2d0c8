import type { Payload, TypedUser } from 'payload'
import { copyTextProblem, type CopySlotId } from '../../contracts/copy-lab'
import { AppError } from '../../contracts/errors'
import { hasRole } from '../../collections/access/roles'
import { findCopySlot } from '../copy-lab/slot-entries'
import { slotWordsNow } from '../copy-lab/slot-words'
import { copyVariantViewOf } from '../copy-lab/variant-view'
import { defineFunction } from './types'

/** Why `text` cannot run on the slot as its words are now (null when it can); 404 for a subject whose step is gone. */
async function wordsProblem(payload: Payload, user: TypedUser, slotId: CopySlotId, text: string): Promise<string | null> {
  const slot = await findCopySlot(payload, user, slotId)
  return copyTextProblem(slot, await slotWordsNow(payload, slot, user), text)
}

/**
 * A marketer reviews the copy lab's drafts (issue 20): approves, rejects, edits one (its new
 * words go back to draft), or adds words of their own (approved as written). Marketers and
 * admins, as themselves; the collection's hook keeps words that ran as they ran.
 */
export const reviewCopyVariant = defineFunction('review-copy-variant', {
  auth: 'user',
  handler: async (input, { payload, user }) => {
    if (!user || !hasRole(user, 'marketer', 'admin')) throw new AppError('FORBIDDEN')
    const asUser = { overrideAccess: false as const, user, depth: 0 }
    if (input.action === 'add') {
      const problem = await wordsProblem(payload, user, input.slot, input.text)
      if (problem) throw new AppError('INVALID_INPUT', problem)
      const doc = await payload.create({
        collection: 'copy-variants',
        data: {
          slot: input.slot,
          text: input.text,
          angle: input.angle,
          rationale: 'Written by a marketer.',
          source: 'human',
          status: 'approved',
        },
        ...asUser,
      })
      return { variant: copyVariantViewOf(doc) }
    }
    const found = await payload.find({ collection: 'copy-variants', where: { id: { equals: input.variant } }, limit: 1, ...asUser })
    const variant = found.docs[0]
    if (!variant) throw new AppError('NOT_FOUND')
    if (!['draft', 'approved', 'rejected'].includes(variant.status))
      throw new AppError('INVALID_INPUT', 'Words that ran in a copy test are kept as they ran.')
    let data: Record<string, unknown>
    if (input.action === 'edit') {
      const problem = await wordsProblem(payload, user, variant.slot as CopySlotId, input.text)
      if (problem) throw new AppError('INVALID_INPUT', problem)
      data = { text: input.text }
    } else if (input.action === 'approve') {
      // Approval checks the words against the page as it is now: the published words may have moved.
      const problem = await wordsProblem(payload, user, variant.slot as CopySlotId, variant.text)
      if (problem) throw new AppError('INVALID_INPUT', problem)
      data = { status: 'approved' }
    } else data = { status: 'rejected' }
    const doc = await payload.update({ collection: 'copy-variants', id: variant.id, data, ...asUser })
    return { variant: copyVariantViewOf(doc) }
  },
})
