import type { Payload } from 'payload'
import type { Logger } from '../../runtime/logger'

/** How long an uploaded file may wait in a composer before it goes (docs/decisions/073). */
export const UNSENT_UPLOAD_LIFETIME_MS = 24 * 60 * 60_000
const BATCH = 100

/**
 * Removes chat attachments uploaded more than a day ago and never sent with a message: their
 * rows and their files (Payload's delete takes the file, its thumbnail and the S3 object with
 * it). In batches, so one run never holds much; any node may run it, a row another node
 * removed first is simply gone. Answers how many went.
 */
export async function removeUnsentAttachments({
  payload,
  logger,
  now = Date.now(),
}: {
  payload: Payload
  logger?: Logger
  now?: number
}): Promise<number> {
  const before = new Date(now - UNSENT_UPLOAD_LIFETIME_MS).toISOString()
  let removed = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: 'chat-attachments',
      where: { and: [{ message: { exists: false } }, { createdAt: { less_than: before } }] },
      limit: BATCH,
      depth: 0,
      select: { message: true },
      overrideAccess: true,
    })
    if (docs.length === 0) break
    const result = await payload.delete({
      collection: 'chat-attachments',
      where: { and: [{ id: { in: docs.map((doc) => doc.id) } }, { message: { exists: false } }] },
      depth: 0,
      overrideAccess: true,
    })
    removed += result.docs.length
    if (result.docs.length === 0 || docs.length < BATCH) break
  }
  if (removed > 0) logger?.info({ removed }, 'unsent chat attachments removed')
  return removed
}
