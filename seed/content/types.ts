import type { CollectionSlug, DataFromCollectionSlug, DataFromGlobalSlug, GlobalSlug, RequiredDataFromCollectionSlug } from 'payload'

/** A document's id as the generated types give it (cms/payload-types.ts). */
export type DocumentId = DataFromCollectionSlug<CollectionSlug>['id']

/** What a content module can ask of the seeder while it builds its documents. */
export type SeedContext = {
  /** URL of the seeded training video in the `media` collection (e.g. /api/media/file/hero-training.webm). */
  heroVideoUrl: string
  /** Id of the seeded training video in the `media` collection. */
  heroVideoId: DocumentId
  /** Id of the seeded still of the training video's first frame in the `media` collection. */
  heroPosterId: DocumentId
  /** Id of the seeded share image (Open Graph) in the `media` collection. */
  socialCardId: DocumentId
  /** Ids of the seeded buyer files per product of the offer (seed/buyer-files.ts). */
  buyerFileIds?: { blueprint: DocumentId[]; bump: DocumentId[] }
  /** Id of the sample clip that stands in for each testimonial's and demo's own recording. */
  sampleClipId: DocumentId
  /** Id of the document of `collection` whose natural key is `key` (seeded earlier in the run). */
  id: (collection: CollectionSlug, key: string) => DocumentId
  /** Ids of every document this seed defines for `collection`, in the module's order. */
  ids: (collection: CollectionSlug) => DocumentId[]
}

/**
 * The seed of one funnel-content collection. Documents are matched by their natural key
 * (`key`): a document whose key already exists is left alone (or restored with --reset).
 */
export type ContentSeed<Slug extends CollectionSlug> = {
  collection: Slug
  key: keyof RequiredDataFromCollectionSlug<Slug> & string
  docs: (ctx: SeedContext) => RequiredDataFromCollectionSlug<Slug>[]
}

export const contentSeed = <Slug extends CollectionSlug>(seed: ContentSeed<Slug>): ContentSeed<Slug> => seed

/** Any collection's content seed (for the seeder's list). */
export type AnyContentSeed = { [Slug in CollectionSlug]: ContentSeed<Slug> }[CollectionSlug]

/** A global as the seed writes it: its fields without the ones Payload fills in. */
export type GlobalSeedData<Slug extends GlobalSlug> = Omit<DataFromGlobalSlug<Slug>, 'id' | 'updatedAt' | 'createdAt' | '_status'>
