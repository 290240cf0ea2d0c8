import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { hasRole } from '../../access/roles'
import { copySlot, copySlotId, type CopyVariantStatus } from '../../../contracts/copy-lab'

/** What a person may set a variant to; the other states belong to the copy tests (server/copy-lab). */
const REVIEW_STATES: readonly CopyVariantStatus[] = ['draft', 'approved', 'rejected']

/** Set by the copy lab's own writes (a test starts, ends or is promoted): they may move any state. */
export const COPY_LAB_WRITE = 'copyLabWrite'

/**
 * A review made from the admin's list or the REST API obeys the same rules as the copy lab's
 * screen: words under test or tested are history and stay as they ran; a person approves,
 * rejects or returns to draft only; new words go back to draft and must be approved again.
 */
export const guardVariantReview: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (req.context[COPY_LAB_WRITE]) return data
  const id = copySlotId.safeParse(data.slot ?? originalDoc?.slot).data
  const slot = id ? copySlot(id) : undefined
  if (!slot) throw new APIError('Choose a copy slot.', 400, undefined, true)
  if (operation === 'update' && originalDoc) {
    if (!REVIEW_STATES.includes(originalDoc.status))
      throw new APIError('Words that ran in a copy test are kept as they ran.', 400, undefined, true)
    if (data.slot && data.slot !== originalDoc.slot) throw new APIError('A variant stays on its slot.', 400, undefined, true)
  }
  const status = (data.status ?? originalDoc?.status ?? 'draft') as CopyVariantStatus
  if (!REVIEW_STATES.includes(status)) throw new APIError('Approve, reject or keep the variant as a draft.', 400, undefined, true)
  if (typeof data.text === 'string') {
    data.text = data.text.trim()
    if (data.text.length > slot.maxLength)
      throw new APIError(`The text is ${data.text.length} characters; ${slot.label} takes at most ${slot.maxLength}.`, 400, undefined, true)
    const before = operation === 'update' ? originalDoc?.text : undefined
    if (before !== undefined && data.text !== before) {
      // Changed words need a fresh approval.
      data.status = 'draft'
      data.edited = data.text !== (originalDoc?.proposed_text ?? before)
    }
  }
  if (operation === 'create') {
    data.proposed_text ??= data.text
    data.edited = false
    // A marketer's own words may be approved as they are written; an analyst's are drafts.
    data.status = status === 'approved' && !hasRole(req.user, 'marketer', 'admin') ? 'draft' : status
  }
  if (req.user && data.status !== originalDoc?.status) data.reviewed_by = req.user.id
  return data
}
