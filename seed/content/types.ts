import type { CollectionSlug } from 'payload'
import type { RichTextJson } from '../../web/home/home-content'

/** What a content module can ask of the seeder while it builds its documents. */
export type SeedContext = {
  /** URL of the seeded training video in the `media` collection (e.g. /api/media/file/hero-training.webm). */
  heroVideoUrl: string
  /** Id of the seeded training video in the `media` collection. */
  heroVideoId: number | string
  /** Id of the seeded share image (Open Graph) in the `media` collection. */
  socialCardId: number | string
  /** Id of the document of `collection` whose natural key is `key` (seeded earlier in the run). */
  id: (collection: CollectionSlug, key: string) => number | string
  /** Ids of every document this seed defines for `collection`, in the module's order. */
  ids: (collection: CollectionSlug) => (number | string)[]
}

/** Content as written: without the `<field>_html` twins of rich text, which are made on read. */
export type Written<T> = T extends RichTextJson
  ? T
  : T extends (infer U)[]
  ? Written<U>[]
  : T extends object
    ? { [K in keyof T as K extends `${string}_html` ? never : K]: Written<T[K]> }
    : T

/** Content of a document as written: its REST shape without the fields Payload adds. */
export type DocData<T> = Written<Omit<T, 'id' | 'createdAt' | 'updatedAt'>>

/**
 * The seed of one funnel-content collection. Documents are matched by their natural key
 * (`key`): a document whose key already exists is left alone (or restored with --reset).
 */
export type ContentSeed<T> = {
  collection: CollectionSlug
  key: keyof T & string
  docs: (ctx: SeedContext) => T[]
}

export const contentSeed = <T>(seed: ContentSeed<T>): ContentSeed<T> => seed

/** Any content seed, whatever its document type (for the seeder's list). */
export type AnyContentSeed = { collection: CollectionSlug; key: string; docs: (ctx: SeedContext) => object[] }
