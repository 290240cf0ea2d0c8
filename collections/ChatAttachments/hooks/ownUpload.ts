import type { CollectionBeforeChangeHook } from 'payload'

/**
 * A new attachment is its uploader's and belongs to no message yet, whatever the request
 * said: only send-message links it to the message it was sent with.
 */
export const ownUpload: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create' || !req.user) return data
  return { ...data, uploaded_by: req.user.id, message: null }
}
