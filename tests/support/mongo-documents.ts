import { Aggregator } from 'mingo'

/**
 * Documents as the Payload MongoDB adapter (@payloadcms/db-mongodb, mongoose) stores them, and
 * pipelines run over them in memory with mingo (issue 40; docs/decisions/124): each collection
 * under its Payload slug, an `_id` of 24 hex digits (an ObjectId's), the fields under their
 * Payload names, date fields (`occurred_at`, `paid_at`, `createdAt`, `updatedAt`...) as Date
 * values, a field never written left out (not null).
 */
export type MongoDocument = Record<string, unknown>
export type Collections = Record<string, MongoDocument[]>

let lastId = 0
/** A new document id: 24 hex digits, as an ObjectId's, increasing as the adapter's do. */
export const objectId = () => (++lastId).toString(16).padStart(24, '0')

/** A document: its id, `createdAt` and `updatedAt` (Dates), and the fields given (undefined ones left out). */
export function mongoDocument(fields: Record<string, unknown>, at: string | Date = '2026-12-07T00:00:00.000Z'): MongoDocument {
  const doc: MongoDocument = { _id: objectId(), createdAt: new Date(at), updatedAt: new Date(at) }
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) doc[key] = value
  return doc
}

/** A date field's value as stored: a Date (from an ISO string), or left out. */
export const stored = (value: unknown) => (typeof value === 'string' ? new Date(value) : value)

/**
 * Runs a pipeline on one collection in memory. `$lookup` reads the other collections by name;
 * a document answers as a plain object (a deep copy: the pipeline changes none of `collections`).
 */
export function runPipeline(collections: Collections, collection: string, pipeline: unknown[]): MongoDocument[] {
  pipeline = pipeline.map(conciseLookups)
  const copy = (docs: MongoDocument[]) => structuredClone(docs)
  const aggregator = new Aggregator(pipeline as Record<string, unknown>[], {
    collectionResolver: (name: string) => {
      const docs = collections[name]
      if (!docs) throw new Error(`mingo: no collection ${name}`)
      return copy(docs)
    },
  })
  return aggregator.run(copy(collections[collection] ?? [])) as MongoDocument[]
}

/** |actual - expected| <= 1e-9, both null or both numbers: the tolerance for every figure. */
export function closeTo(actual: number | null | undefined, expected: number | null): boolean {
  if (expected === null) return actual === null || actual === undefined
  return typeof actual === 'number' && Math.abs(actual - expected) <= 1e-9
}

/**
 * A $lookup with localField, foreignField and a pipeline (MongoDB 5's concise form) as its
 * documented equivalent, a `let` and an $expr equality first in the pipeline: mingo 7 runs such
 * a pipeline over the whole foreign collection, not over the matching documents (decision 124).
 */
function conciseLookups(stage: unknown): unknown {
  const lookup = (stage as { $lookup?: Record<string, unknown> }).$lookup
  if (!lookup) return stage
  const { localField, foreignField, pipeline, let: variables, ...rest } = lookup
  const inner = ((pipeline as unknown[] | undefined) ?? []).map(conciseLookups)
  if (typeof localField !== 'string' || typeof foreignField !== 'string' || !pipeline) return { $lookup: { ...lookup, pipeline: inner } }
  return {
    $lookup: {
      ...rest,
      let: { ...(variables as object | undefined), lookupLocal: `$${localField}` },
      pipeline: [{ $match: { $expr: { $eq: [`$${foreignField}`, '$$lookupLocal'] } } }, ...inner],
    },
  }
}
