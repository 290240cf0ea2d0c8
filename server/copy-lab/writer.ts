import type { CopyAngle, CopySlot, CopyVariantStatus } from '../../contracts/copy-lab'

/** One of the three proposals a writer (the model or the offline templates) makes for a slot. */
export type WrittenVariant = { text: string; angle: CopyAngle; rationale: string }

/** An earlier variant of the slot and what its test found (the library), as the writer is told. */
export type TriedVariant = { text: string; status: CopyVariantStatus; uplift: number | null }

/** What a writer is asked: new words for `slot`, whose published words are `original`. */
export type CopyWriterRequest = {
  slot: CopySlot
  original: string
  /** The marketer's wish, in their words ("more urgency"). */
  brief?: string
  /** Newest first. */
  tried: TriedVariant[]
  /** Words already proposed and not yet decided (drafts, approved, running), newest first. */
  waiting?: string[]
}

/** Case-blind and space-blind, so "Claim my spot" and "CLAIM MY  SPOT" count as the same words. */
export const sameWords = (a: string, b: string) => normalWords(a) === normalWords(b)
export const normalWords = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase()

/** Letters and digits only, placeholders out: "Land {count} Clients!" → "land clients", to find one text inside another. */
export const bareWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/\{[a-z_]+\}/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
