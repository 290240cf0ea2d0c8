import type { Payload, Where } from 'payload'
import { claimRowsIn } from '../../../idempotency/claims'
import type { LocalStripeStore, PendingDelivery, StripeObject } from './state'

const OBJECTS = 'local-payment-objects'
const CLAIMS = 'local-payment-claims'
const DELIVERIES = 'local-payment-deliveries'

/** The provider is infrastructure, not a user: it reads and writes as the system. */
const AS_SYSTEM = { overrideAccess: true, depth: 0 } as const

type DeliveryRow = { id: number | string; event_id: string; attempts: number; next_at: string }
const toDelivery = (row: DeliveryRow): PendingDelivery => ({
  eventId: row.event_id,
  attempts: row.attempts,
  nextAt: Date.parse(row.next_at),
})

/**
 * The local provider's state in the database, through the Payload Local API, so every node
 * behind a load balancer sees the same objects and the same webhook queue, on any adapter.
 * What must happen once (an idempotency key, a checkout's payment, a delivery attempt) is
 * decided by a unique claim row: the node whose insert succeeds does it.
 */
export function payloadStore(payload: Payload): LocalStripeStore {
  const findObject = async (id: string) =>
    (await payload.find({ collection: OBJECTS, where: { stripe_id: { equals: id } }, limit: 1, pagination: false, ...AS_SYSTEM })).docs[0]
  const findDelivery = async (eventId: string) =>
    (
      await payload.find({
        collection: DELIVERIES,
        where: { event_id: { equals: eventId } },
        limit: 1,
        pagination: false,
        ...AS_SYSTEM,
      })
    ).docs[0] as DeliveryRow | undefined

  const columns = (value: StripeObject) => ({
    object: value.object,
    customer: typeof value.customer === 'string' ? value.customer : null,
    email: typeof value.email === 'string' ? value.email : null,
    data: value as Record<string, unknown>,
  })

  return {
    ...claimRowsIn(payload, CLAIMS),

    async get<T extends StripeObject = StripeObject>(id: string, object?: string) {
      const row = await findObject(id)
      const value = row?.data as T | undefined
      return value && (!object || value.object === object) ? value : undefined
    },

    async put<T extends StripeObject>(value: T) {
      const row = await findObject(value.id)
      if (row) {
        await payload.update({ collection: OBJECTS, id: row.id, data: columns(value), ...AS_SYSTEM })
        return value
      }
      try {
        await payload.create({ collection: OBJECTS, data: { stripe_id: value.id, ...columns(value) }, ...AS_SYSTEM })
      } catch (error) {
        // Two nodes creating the same fixed id (a promotion code): the other one's row is there.
        const other = await findObject(value.id)
        if (!other) throw error
        await payload.update({ collection: OBJECTS, id: other.id, data: columns(value), ...AS_SYSTEM })
      }
      return value
    },

    async list<T extends StripeObject = StripeObject>(object: string, where: { customer?: string; email?: string } = {}) {
      const conditions: Where[] = [
        { object: { equals: object } },
        ...(where.customer !== undefined ? [{ customer: { equals: where.customer } }] : []),
        ...(where.email !== undefined ? [{ email: { equals: where.email } }] : []),
      ]
      const { docs } = await payload.find({ collection: OBJECTS, where: { and: conditions }, pagination: false, ...AS_SYSTEM })
      return docs.map((row) => row.data as T).sort((a, b) => Number(b.created ?? 0) - Number(a.created ?? 0))
    },

    async enqueue(eventId: string) {
      await payload.create({
        collection: DELIVERIES,
        data: { event_id: eventId, attempts: 0, next_at: new Date().toISOString() },
        ...AS_SYSTEM,
      })
    },

    async nextDelivery() {
      const first = async (where: Where, sort: string[]) =>
        (await payload.find({ collection: DELIVERIES, where, sort, limit: 1, pagination: false, ...AS_SYSTEM })).docs[0] as
          DeliveryRow | undefined
      const row =
        (await first({ next_at: { less_than_equal: new Date().toISOString() } }, ['createdAt', 'id'])) ??
        (await first({}, ['next_at', 'id']))
      return row ? toDelivery(row) : undefined
    },

    async delivery(eventId: string) {
      const row = await findDelivery(eventId)
      return row ? toDelivery(row) : undefined
    },

    async retryLater(eventId: string, attempts: number, nextAt: number) {
      const row = await findDelivery(eventId)
      if (row)
        await payload.update({
          collection: DELIVERIES,
          id: row.id,
          data: { attempts, next_at: new Date(nextAt).toISOString() },
          ...AS_SYSTEM,
        })
    },

    async dequeue(eventId: string) {
      await payload.delete({ collection: DELIVERIES, where: { event_id: { equals: eventId } }, ...AS_SYSTEM })
    },

    async pendingDeliveries() {
      return (await payload.count({ collection: DELIVERIES, overrideAccess: true })).totalDocs
    },
  }
}
