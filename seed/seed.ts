import path from 'node:path'
import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import type { Settings } from '../runtime/settings'
import type { Logger } from '../runtime/logger'
import { homeContent } from './content/home'
import { offerContent } from './content/offer'
import { CONTENT_SEEDS } from './content/index'
import { heroPoster, heroVideo, sampleClip, SEEDED_MEDIA, socialCard } from './content/media'
import { cancelPageContent, demoPageContent, successPageContent } from './content/payment-pages'
import { pricingContent } from './content/pricing'
import { priceRiseContent } from './content/price-rise'
import { siteSettingsContent } from './content/site-settings'
import { legalPagesContent } from './content/legal-pages'
import { surveyContent } from './content/survey'
import { sequences } from './content/sequences'
import type { ContentSeed, DocumentId, GlobalSeedData, SeedContext } from './content/types'
import { seedAdmin, seedDemoUsers } from './users'
import { seedBuyerFiles } from './buyer-files'
import { unfilledFields } from './unfilled-fields'
import { seedDemoWorkspace } from './workspace'
import { seedCategories } from './categories'

type GlobalSeed<Slug extends GlobalSlug> = { slug: Slug; data: (ctx: SeedContext) => GlobalSeedData<Slug>; drafts: boolean }
const globalSeed = <Slug extends GlobalSlug>(seed: GlobalSeed<Slug>) => seed

/** Every global of the CMS and the spec's words for it. Later issues add theirs. */
const GLOBALS = [
  globalSeed({ slug: 'site-settings', data: siteSettingsContent, drafts: false }),
  globalSeed({ slug: 'home', data: homeContent, drafts: true }),
  globalSeed({ slug: 'survey', data: surveyContent, drafts: true }),
  globalSeed({ slug: 'offer', data: offerContent, drafts: true }),
  globalSeed({ slug: 'pricing', data: pricingContent, drafts: true }),
  globalSeed({ slug: 'price-rise', data: priceRiseContent, drafts: true }),
  globalSeed({ slug: 'success-page', data: successPageContent, drafts: true }),
  globalSeed({ slug: 'cancel-page', data: cancelPageContent, drafts: true }),
  globalSeed({ slug: 'demo-page', data: demoPageContent, drafts: true }),
  globalSeed({ slug: 'legal-pages', data: legalPagesContent, drafts: true }),
]

/** Every collection seed in its order: the funnel's content, then the e-mail sequences (staff content, not public). */
export const SEEDS = [...CONTENT_SEEDS, sequences]

/** The collections the seed writes documents into: the video and share image, then funnel content. */
export const SEEDED_COLLECTIONS: CollectionSlug[] = ['media', ...CONTENT_SEEDS.map((seed) => seed.collection)]

const LOCAL = { overrideAccess: true, context: { seed: true } } as const

/**
 * Fills the CMS with the spec's content and returns what it wrote: `<collection>/<natural
 * key>` for documents, the slug for globals. Idempotent:
 * - the training video and every funnel-content document are found by a natural key
 *   (file name; name, title, word…) and created only when missing; `reset` restores the
 *   spec's words over the ones found;
 * - a global that was ever saved is left alone (a marketer may have edited it), unless
 *   `reset` asks to restore the spec's words; only its fields that were never filled (added
 *   by a newer release) get theirs. Its relationships point to the documents
 *   found or created here.
 */
export async function seedContent(
  payload: Payload,
  { reset = false, onlyEmptyCollections = false }: { reset?: boolean; onlyEmptyCollections?: boolean } = {},
): Promise<string[]> {
  const written: string[] = []

  // The training video, its first-frame still and the share image, uploaded once (a file name clash on disk may have renamed them).
  const media = new Map<string, { id: DocumentId; url?: string | null }>()
  for (const file of SEEDED_MEDIA) {
    const found = await payload.find({
      collection: 'media',
      where: { or: [{ filename: { equals: file.filename } }, { alt: { equals: file.alt } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    let doc: { id: DocumentId; url?: string | null } | undefined = found.docs[0]
    if (!doc) {
      doc = await payload.create({
        collection: 'media',
        data: { alt: file.alt },
        filePath: path.resolve(process.cwd(), file.filePath),
        ...LOCAL,
        // A context of its own per upload: the S3 storage plugin keeps the file being uploaded
        // in it, and a shared one made every later upload skip the bucket.
        context: { ...LOCAL.context },
      })
      written.push(`media/${file.filename}`)
    }
    media.set(file.filename, doc)
  }
  const video = media.get(heroVideo.filename)!

  const seeded = new Map<CollectionSlug, Map<string, DocumentId>>()
  const ctx: SeedContext = {
    heroVideoId: video.id,
    heroVideoUrl: video.url ?? `/api/media/file/${heroVideo.filename}`,
    heroPosterId: media.get(heroPoster.filename)!.id,
    socialCardId: media.get(socialCard.filename)!.id,
    buyerFileIds: await seedBuyerFiles(payload, written),
    sampleClipId: media.get(sampleClip.filename)!.id,
    id(collection, key) {
      const id = seeded.get(collection)?.get(key)
      if (id === undefined) throw new Error(`seed: no ${collection} document "${key}" (seed it before the documents that link to it)`)
      return id
    },
    ids: (collection) => [...(seeded.get(collection)?.values() ?? [])],
  }

  for (const seed of SEEDS) {
    // Each seed is checked against its own collection's type where it is written (contentSeed);
    // TypeScript cannot carry that pairing through a loop over the list.
    const ids = await seedCollection(payload, seed as ContentSeed<CollectionSlug>, ctx, { reset, onlyEmptyCollections, written })
    seeded.set(seed.collection, ids)
  }

  for (const global of GLOBALS) {
    if (await seedGlobal(payload, global, ctx, reset)) written.push(global.slug)
  }
  return written
}

/** Writes one collection's seed documents; returns the id of each by its natural key. */
async function seedCollection<Slug extends CollectionSlug>(
  payload: Payload,
  seed: ContentSeed<Slug>,
  ctx: SeedContext,
  { reset, onlyEmptyCollections, written }: { reset: boolean; onlyEmptyCollections: boolean; written: string[] },
): Promise<Map<string, DocumentId>> {
  const docs = seed.docs(ctx)
  const keys = docs.map((doc) => String(doc[seed.key]))
  const found = await payload.find({
    collection: seed.collection,
    where: { [seed.key]: { in: keys } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const existing = new Map(found.docs.map((doc) => [String(doc[seed.key as keyof typeof doc]), doc.id]))
  // At start-up a collection marketers already fill is theirs: a renamed or deleted seed
  // document must not come back. Only a new (empty) collection gets its spec content.
  const keepTheirs =
    onlyEmptyCollections && !reset && (await payload.count({ collection: seed.collection, overrideAccess: true })).totalDocs > 0
  const ids = new Map<string, DocumentId>()
  for (const [i, data] of docs.entries()) {
    const key = keys[i]
    let id = existing.get(key)
    if (id === undefined && keepTheirs) continue
    if (id === undefined) {
      id = (await payload.create({ collection: seed.collection, data, ...LOCAL })).id
    } else if (reset) {
      // Payload's `data` type (a deep partial of the document) stays unresolved for a generic slug.
      await payload.update({
        collection: seed.collection,
        id,
        data: data as Parameters<typeof payload.update<Slug, never>>[0]['data'],
        ...LOCAL,
      })
    } else {
      ids.set(key, id)
      continue
    }
    ids.set(key, id)
    written.push(`${seed.collection}/${key}`)
  }
  return ids
}

/** Writes a global unless it was ever saved (or `reset` asks for the spec's words back). */
async function seedGlobal<Slug extends GlobalSlug>(
  payload: Payload,
  global: GlobalSeed<Slug>,
  ctx: SeedContext,
  reset: boolean,
): Promise<boolean> {
  const current = await payload.findGlobal({ slug: global.slug, depth: 0, draft: global.drafts, overrideAccess: true })
  const seeded = global.data(ctx)
  let data: Record<string, unknown> = seeded
  if (current?.updatedAt && !reset) {
    // A saved global is the marketers'; only fields a newer release added (never filled) get
    // their spec words, say the offer's delivery e-mails on a site that sold before them.
    const added = unfilledFields(current as unknown as Record<string, unknown>, seeded)
    if (!added.length) return false
    data = Object.fromEntries(added.map((key) => [key, seeded[key as keyof typeof seeded]]))
  }
  await payload.updateGlobal({
    slug: global.slug,
    // As for documents: Payload's `data` type stays unresolved for a generic slug.
    data: (global.drafts ? { ...data, _status: 'published' } : data) as Parameters<typeof payload.updateGlobal<Slug, never>>[0]['data'],
    ...LOCAL,
  })
  return true
}

/** How many documents each seeded collection holds (for `npm run seed`'s report and its test). */
export async function countSeededDocuments(payload: Payload): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const collection of SEEDED_COLLECTIONS) {
    counts[collection] = (await payload.count({ collection, overrideAccess: true })).totalDocs
  }
  return counts
}

export async function seed(payload: Payload, options: { adminEmail: string; adminPassword?: string; demoUsers: boolean; reset?: boolean }) {
  const firstAdmin = await seedAdmin(payload, { email: options.adminEmail, password: options.adminPassword })
  const content = await seedContent(payload, { reset: options.reset })
  await seedCategories(payload)
  const demoUsers = options.demoUsers ? await seedDemoUsers(payload) : 0
  if (options.demoUsers) await seedDemoWorkspace(payload)
  return { firstAdmin, content, demoUsers }
}

/** At start-up: seed a database that has no users yet. Returns the first admin login, if made. */
export async function seedIfEmpty(payload: Payload, { env, logger }: { env: Settings; logger: Logger }) {
  const users = await payload.count({ collection: 'users', overrideAccess: true })
  const demoUsers = env.SEED_DEMO_USERS ? env.SEED_DEMO_USERS === 'true' : env.NODE_ENV === 'development'
  if (users.totalDocs > 0) {
    // Content added by a newer release still gets its spec words; edited content is kept.
    const content = await seedContent(payload, { onlyEmptyCollections: true })
    await seedCategories(payload, { onlyIfEmpty: true })
    if (demoUsers) {
      await seedDemoUsers(payload)
      await seedDemoWorkspace(payload)
    }
    if (content.length) logger.info({ content }, 'seeded new content')
    return null
  }
  const result = await seed(payload, { adminEmail: env.ADMIN_EMAIL, adminPassword: env.ADMIN_PASSWORD, demoUsers })
  logger.info({ content: result.content, demoUsers: result.demoUsers }, 'seeded an empty database')
  return result.firstAdmin
}
