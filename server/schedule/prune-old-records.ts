import type { CollectionSlug, Payload, Where } from 'payload'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/** How often each node prunes (PRUNE_EVERY_MS). */
export const PRUNE_EVERY_MS = HOUR_MS

/**
 * How long each kind of retry record is kept (docs/decisions/071). Each age is far beyond the
 * retries it serves, so pruning never breaks a live checkout or a webhook still being retried:
 * - function-call-keys: a browser retries one action within seconds; a day bounds the table.
 * - local-payment-claims: idempotency keys live 24 h on Stripe; leases last 60 s at most; a
 *   checkout paid once stays paid by its own status, not by its claim.
 * - local-payment-deliveries: 12 attempts from 2 s doubling end within 2.3 h; Stripe retries 3 days.
 * - local-payment-objects, only the passing kinds: events (Stripe keeps them 30 days; delivered
 *   or given up long before), checkout sessions (expire within 24 h on Stripe) and portal
 *   sessions (5 minutes). Customers, subscriptions, payments and prices are records: kept.
 */
export const KEPT_FOR_MS = {
  functionCallKeys: DAY_MS,
  localPaymentClaims: 2 * DAY_MS,
  localPaymentDeliveries: 3 * DAY_MS,
  localPaymentPassingObjects: 30 * DAY_MS,
}
const PASSING_OBJECTS = ['event', 'checkout.session', 'billing_portal.session']

/** Rows per delete: a backlog is worked off in slices, never in one long transaction. */
const BATCH = 500
/** A run stops after this many slices; the next run goes on. */
const MAX_BATCHES = 20

const olderThan = (now: number, ageMs: number): Where => ({ createdAt: { less_than: new Date(now - ageMs).toISOString() } })

/** Deletes the rows of `collection` matching `where`, oldest first, in slices; answers how many. */
async function deleteInSlices(payload: Payload, collection: CollectionSlug, where: Where): Promise<number> {
  let deleted = 0
  for (let slice = 0; slice < MAX_BATCHES; slice++) {
    const { docs } = await payload.find({
      collection,
      where,
      sort: 'createdAt',
      limit: BATCH,
      pagination: false,
      depth: 0,
      select: {},
      overrideAccess: true,
    })
    if (docs.length === 0) break
    // Infrastructure rows nobody may read or write but the server, with no hooks, versions or
    // locks: one delete statement through the adapter per slice (not Payload's delete, which
    // takes a transaction per row and answers the rows it failed on instead of throwing).
    await payload.db.deleteMany({ collection, where: { id: { in: docs.map((row) => row.id) } } })
    deleted += docs.length
    if (docs.length < BATCH) break
  }
  return deleted
}

/** Deletes the retry records past their age (KEPT_FOR_MS); answers how many of each. */
export async function pruneOldRecords(payload: Payload, now = Date.now()) {
  return {
    functionCallKeys: await deleteInSlices(payload, 'function-call-keys', olderThan(now, KEPT_FOR_MS.functionCallKeys)),
    localPaymentClaims: await deleteInSlices(payload, 'local-payment-claims', olderThan(now, KEPT_FOR_MS.localPaymentClaims)),
    localPaymentDeliveries: await deleteInSlices(payload, 'local-payment-deliveries', olderThan(now, KEPT_FOR_MS.localPaymentDeliveries)),
    localPaymentObjects: await deleteInSlices(payload, 'local-payment-objects', {
      and: [olderThan(now, KEPT_FOR_MS.localPaymentPassingObjects), { object: { in: PASSING_OBJECTS } }],
    }),
  }
}
