import type { PipelineStage } from 'mongoose'
import type { Payload } from 'payload'

/**
 * One aggregation, as the analytics' pure builders answer it (issue 40, docs/decisions/124): the
 * collection it runs on and its pipeline. Built from the query's parameters and the collections'
 * names alone, so the unit tests run the same pipeline in memory (mingo).
 */
export type MongoAggregation = { collection: string; pipeline: PipelineStage[] }

/** The collections the analytics read, by their names on MongoDB. */
export type AnalyticsCollections = { events: string; payments: string; orders: string; exposures: string }

type Model = { aggregate: (pipeline: PipelineStage[]) => Promise<Record<string, unknown>[]>; collection: { name: string } }
const modelsOf = (payload: Payload) => (payload.db as unknown as { collections: Record<string, Model> }).collections

/** The names on MongoDB of the collections the analytics read (the adapter's, pluralized or not). */
export function analyticsCollections(payload: Payload): AnalyticsCollections {
  const models = modelsOf(payload)
  return {
    events: models['funnel-events']!.collection.name,
    payments: models.payments!.collection.name,
    orders: models.orders!.collection.name,
    exposures: models['experiment-exposures']!.collection.name,
  }
}

/** Sends an aggregation to MongoDB, on the model of its collection, and answers its documents. */
export async function runAggregation(payload: Payload, { collection, pipeline }: MongoAggregation): Promise<Record<string, unknown>[]> {
  const model = Object.values(modelsOf(payload)).find((m) => m.collection.name === collection)
  if (!model) throw new Error(`analytics: no collection ${collection} on MongoDB`)
  return model.aggregate(pipeline)
}
