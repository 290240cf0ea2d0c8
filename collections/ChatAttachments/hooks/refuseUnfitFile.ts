import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { CHAT_ATTACHMENT_ERRORS, chatAttachmentProblem } from '../../../contracts/chat-attachments'

/**
 * Refuses a file of another type or over 10 MB with a message a person understands, before
 * Payload reads it (its own check of the bytes still follows, with terser words). Anonymous
 * uploads are left to the access rule, which refuses them.
 */
export const refuseUnfitFile: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.user) return args
  const file = req.file
  if (!file) {
    if (operation === 'create') throw new APIError(CHAT_ATTACHMENT_ERRORS.type, 400, null, true)
    return args
  }
  const problem = chatAttachmentProblem({ type: file.mimetype, size: file.size })
  if (problem) throw new APIError(problem, problem === CHAT_ATTACHMENT_ERRORS.size ? 413 : 400, null, true)
  return args
}
