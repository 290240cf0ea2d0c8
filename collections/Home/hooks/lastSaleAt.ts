import type { FieldHook } from 'payload'
import { soldThisWeek } from './sales-week'

/** `urgency.last_sale_at`: when the latest plan of this week sold, or null; only looked up when a capacity is set. */
export const lastSaleAt: FieldHook = async ({ req, siblingData }) => {
  if (typeof siblingData?.spots_capacity !== 'number') return null
  const { docs } = await req.payload.find({
    collection: 'subscriptions',
    where: soldThisWeek(req),
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    pagination: false,
    select: { createdAt: true },
    overrideAccess: true,
    req,
  })
  return docs[0]?.createdAt ?? null
}
