import type { Payload, TypedUser } from 'payload'
import type { CopySlot } from '../../contracts/copy-lab'
import { AppError } from '../../contracts/errors'

/** The words a visitor sees on the slot now: the published version of its global, never a draft. */
export async function publishedWords(payload: Payload, slot: CopySlot, user: TypedUser): Promise<string> {
  const page = await payload.findGlobal({ slug: slot.global, depth: 0, draft: false, overrideAccess: false, user })
  const words = slot.path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    page,
  )
  if (typeof words !== 'string' || !words.trim())
    throw new AppError('NOT_FOUND', `The ${slot.label.toLowerCase()} has no published words yet.`)
  return words
}
