import type { Payload } from 'payload'
import { copySlot, type CopySlotId } from '../../contracts/copy-lab'

type PromotedTest = {
  slot: CopySlotId
  started_at: string
  promoted?: unknown
  previous_text?: string | null
  rolled_back?: unknown
}

/**
 * The words each promoted slot had before the copy lab first changed them (issue 28): the
 * global holdout keeps seeing those. Of a slot's promotions still standing (not rolled back),
 * the earliest one's `previous_text` is the words no test had touched. Read as the system, like
 * the running tests (the payload is public). Answers per slot feature (`copy-<slot>`).
 */
export async function readOriginalWords(payload: Payload): Promise<Record<string, string>> {
  const { docs } = await payload.find({
    collection: 'copy-tests',
    where: { state: { equals: 'stopped' } },
    sort: 'started_at',
    select: { slot: true, started_at: true, promoted: true, previous_text: true, rolled_back: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const words: Record<string, string> = {}
  for (const test of docs as unknown as PromotedTest[]) {
    const feature = copySlot(test.slot).feature
    if (!test.promoted || test.rolled_back || typeof test.previous_text !== 'string' || feature in words) continue
    words[feature] = test.previous_text
  }
  return words
}
