import type { Payload } from 'payload'
import type { JoinedEvent } from '../../contracts/presence'

/** The 'joined' toasts look back this far (issue 39, point 2). */
const DAYS = 7
/** At most this many of the latest, so a busy week does not flood a first visit. */
const LIMIT = 20
/** Every open page asks on each heartbeat: the list is read at most this often per process. */
const CACHE_MS = 1_000

let cached: { until: number; events: Promise<JoinedEvent[]> } | undefined

/** "Ada Lovelace" → "Ada L."; one word stays as it is. */
export function publicName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  const first = words[0] ?? ''
  const last = words.length > 1 ? words[words.length - 1]! : ''
  return last ? `${first} ${Array.from(last)[0]!.toUpperCase()}.` : first
}

/**
 * The purchases of the last 7 days that other visitors may see, oldest first: paid offer
 * orders whose buyer left "keep my purchase private" unticked (docs/decisions/117). Only the
 * first name, the last initial and the city leave the server; read past access control on
 * purpose, as the week's sales are (docs/decisions/082).
 */
export async function recentJoins(payload: Payload, after: string | undefined, now = Date.now()): Promise<JoinedEvent[]> {
  if (!cached || cached.until <= now) cached = { until: now + CACHE_MS, events: readJoins(payload, now) }
  const events = await cached.events.catch((error: unknown) => {
    cached = undefined
    throw error
  })
  const since = after ? Date.parse(after) : -Infinity
  return events.filter((event) => Date.parse(event.at) > since)
}

async function readJoins(payload: Payload, now: number): Promise<JoinedEvent[]> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: {
      and: [{ paid_at: { greater_than_equal: new Date(now - DAYS * 86_400_000).toISOString() } }, { proof_private: { equals: false } }],
    },
    sort: '-paid_at',
    limit: LIMIT,
    depth: 0,
    select: { full_name: true, buyer_city: true, paid_at: true },
    overrideAccess: true,
  })
  return docs
    .filter((order) => order.full_name && order.paid_at)
    .map((order) => ({ at: order.paid_at!, name: publicName(order.full_name!), city: order.buyer_city || null }))
    .reverse()
}
