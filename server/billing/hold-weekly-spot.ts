import type { Payload } from 'payload'
import { salesWeekStart, soldThisWeek } from '../../collections/Home/hooks/sales-week'
import { setting } from '../../runtime/settings'
import { isUniqueViolation } from '../unique-violation'

/**
 * Holds one of this week's plan spots for a checkout (docs/decisions/118), or answers false
 * when the week is sold out. With no capacity set there is nothing to hold: true.
 *
 * Spots [0, sold) are this week's sales; a checkout takes the first free slot of [sold,
 * capacity) by creating its unique key. Two checkouts racing for the last slot both try to
 * create one key and one is refused, on SQLite, PostgreSQL and MongoDB alike. A hold whose
 * buyer did not pay lapses after SPOT_HOLD_MS (30 minutes) and its slot is taken again (removed, then
 * created: again only one racer wins the create).
 */
export async function holdWeeklySpot(payload: Payload, capacity: number | null | undefined, now = new Date()): Promise<boolean> {
  if (typeof capacity !== 'number' || !Number.isFinite(capacity) || capacity <= 0) return true
  const week = salesWeekStart(now).toISOString()
  const { totalDocs: sold } = await payload.count({ collection: 'subscriptions', where: soldThisWeek(), overrideAccess: true })
  for (let slot = sold; slot < Math.floor(capacity); slot++) {
    const slotKey = `${week}#${slot}`
    if (await createHold(payload, slotKey, now)) return true
    // Taken: free it only if its hold lapsed, then race for it once more.
    const lapsed = await payload.delete({
      collection: 'spot-holds',
      where: { and: [{ slot_key: { equals: slotKey } }, { expires_at: { less_than: now.toISOString() } }] },
      overrideAccess: true,
      depth: 0,
    })
    if (lapsed.docs.length > 0 && (await createHold(payload, slotKey, now))) return true
  }
  return false
}

/** Creates the slot's hold; false when another checkout holds it. */
async function createHold(payload: Payload, slotKey: string, now: Date): Promise<boolean> {
  try {
    await payload.create({
      collection: 'spot-holds',
      data: { slot_key: slotKey, expires_at: new Date(now.getTime() + setting('SPOT_HOLD_MS')).toISOString() },
      overrideAccess: true,
      depth: 0,
    })
    return true
  } catch (error) {
    if (isUniqueViolation(error)) return false
    throw error
  }
}
