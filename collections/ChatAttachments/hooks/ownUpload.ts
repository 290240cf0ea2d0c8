import type { CollectionBeforeChangeHook } from 'payload'

/**
 * A new attachment is its uploader's and belongs to no message yet, whatever the request
 * said: only send-message links it to the message it was sent with. The conversation's id
 * comes from a form as text; SQL adapters want their numeric ids as numbers.
 */
export const ownUpload: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create' || !req.user) return data
  const conversation =
    req.payload.db.defaultIDType === 'number' && typeof data.conversation === 'string' && /^\d+$/.test(data.conversation)
      ? Number(data.conversation)
      : data.conversation
  return { ...data, conversation, uploaded_by: req.user.id, message: null }
}
