import type { FieldHook } from 'payload'
import { soldThisWeek } from './sales-week'

/** `urgency.sold_this_week`: the real number of plans sold this week (a read-only, computed field). */
export const soldThisWeekCount: FieldHook = async ({ req }) => {
  const { totalDocs } = await req.payload.count({ collection: 'subscriptions', where: soldThisWeek(req), overrideAccess: true, req })
  return totalDocs
}
