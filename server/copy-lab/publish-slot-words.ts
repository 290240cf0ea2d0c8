import type { Payload, PayloadRequest, TypedUser } from 'payload'
import type { CopySlot } from '../../contracts/copy-lab'
import { COPY_LAB_VERSION_NOTE } from '../../collections/fields/versionNote'
import { publishedPage, withWords } from './slot-words'
import { publishSubjectWords } from './subject-words'

/** Bookkeeping of a read document that a write must not send back. */
const READ_ONLY = ['id', 'globalType', 'createdAt', 'updatedAt', '_status'] as const

/**
 * Publishes `text` in the slot as a new version of its page, with `note` as the version's note
 * (collections/fields/versionNote.ts). The write carries the whole published page with only the
 * slot changed: Payload merges the newest version into a partial write, and that may be a
 * marketer's unpublished draft, which a promotion must not publish. Answers the new version's id.
 * A subject slot's words go into its sequence step (subject-words.ts; sequences keep no versions
 * and no note: the test keeps its figures).
 */
export async function publishSlotWords({
  payload,
  slot,
  text,
  note,
  req,
  user,
}: {
  payload: Payload
  slot: CopySlot
  text: string
  note: string
  req: Partial<PayloadRequest>
  /** The marketer who asked (a roll-back), or none for the copy lab's own decision. */
  user: TypedUser | null
}): Promise<string | null> {
  if (slot.kind === 'subject') return publishSubjectWords(payload, slot, text, { user, req })
  const access = user ? { overrideAccess: false, user } : { overrideAccess: true }
  const page = withWords(await publishedPage(payload, slot, user, req), slot.path, text)
  for (const key of READ_ONLY) delete page[key]
  await payload.updateGlobal({
    slug: slot.global,
    data: { ...page, _status: 'published' } as never,
    depth: 0,
    draft: false,
    req,
    context: { [COPY_LAB_VERSION_NOTE]: note },
    ...access,
  })
  const versions = await payload.findGlobalVersions({ slug: slot.global, sort: '-updatedAt', limit: 1, depth: 0, req, ...access })
  const version = versions.docs[0]
  return version ? String(version.id) : null
}
