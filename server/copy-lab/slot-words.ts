import type { Payload, PayloadRequest, TypedUser } from 'payload'
import type { CopySlot, PageSlot } from '../../contracts/copy-lab'
import { subjectWords } from './subject-words'

type PageDoc = Record<string, unknown>

/** The slot's page as visitors see it (the published version), read with `user`'s access or as the system. */
export async function publishedPage(
  payload: Payload,
  slot: PageSlot,
  user: TypedUser | null,
  req?: Partial<PayloadRequest>,
): Promise<PageDoc> {
  return (await payload.findGlobal({
    slug: slot.global,
    depth: 0,
    draft: false,
    ...(req ? { req } : {}),
    ...(user ? { overrideAccess: false, user } : { overrideAccess: true }),
  })) as unknown as PageDoc
}

/** The words at `path` of a page ('' when the marketer left the field empty). */
export function wordsAt(page: PageDoc, path: readonly string[]): string {
  let value: unknown = page
  for (const key of path) value = value && typeof value === 'object' ? (value as PageDoc)[key] : undefined
  return typeof value === 'string' ? value : ''
}

/** A copy of the page with `text` at `path` (the rest untouched). */
export function withWords(page: PageDoc, path: readonly string[], text: string): PageDoc {
  const copy = structuredClone(page)
  let at: PageDoc = copy
  for (const key of path.slice(0, -1)) {
    const next = at[key]
    at = at[key] = next && typeof next === 'object' ? (next as PageDoc) : {}
  }
  at[path[path.length - 1]!] = text
  return copy
}

/** The slot's published words now: the page's field, or the sequence step's subject line. */
export async function slotWordsNow(
  payload: Payload,
  slot: CopySlot,
  user: TypedUser | null,
  req?: Partial<PayloadRequest>,
): Promise<string> {
  if (slot.kind === 'subject') return subjectWords(payload, slot, { user, req })
  return wordsAt(await publishedPage(payload, slot, user, req), slot.path)
}
