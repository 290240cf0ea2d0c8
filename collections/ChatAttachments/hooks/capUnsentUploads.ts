import type { CollectionBeforeOperationHook } from 'payload'
import { refuseUpload, uploadBudgets } from '../../hooks/uploadBudgets'

/**
 * A member keeps at most so many files uploaded into one conversation and not yet sent
 * (UNSENT_UPLOADS_PER_CONVERSATION): the composer holds ten for a message, and files never sent
 * only fill the disk until the clean-up removes them after a day (docs/decisions/073).
 */
export const capUnsentUploads: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' || !req.user) return args
  const conversation = (args as { data?: { conversation?: unknown } }).data?.conversation
  if (typeof conversation !== 'string' && typeof conversation !== 'number') return args
  const { totalDocs } = await req.payload.count({
    collection: 'chat-attachments',
    where: {
      and: [{ conversation: { equals: conversation } }, { uploaded_by: { equals: req.user.id } }, { message: { exists: false } }],
    },
    overrideAccess: true,
    req,
  })
  if (totalDocs >= uploadBudgets().unsentPerConversation) refuseUpload(req, 'UNSENT_UPLOADS_CAP')
  return args
}
