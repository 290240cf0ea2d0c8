import type { FieldHook } from 'payload'

/** The take rate's period: the orders paid in the last 30 days (issue 39, point 6). */
export const TAKE_RATE_DAYS = 30

/**
 * `checkout.bump.take_rate`: the percent of the last 30 days' paid orders that took the bump,
 * or null below the marketer's minimum number of orders (then the claim is hidden). Read past
 * access control on purpose: only two counts leave, never an order (as decision 082's sales).
 */
export const bumpTakeRate: FieldHook = async ({ req, siblingData }) => {
  const minimum = typeof siblingData?.take_rate_min_orders === 'number' ? siblingData.take_rate_min_orders : null
  if (minimum === null) return null
  const since = new Date(Date.now() - TAKE_RATE_DAYS * 86_400_000).toISOString()
  const paid = { paid_at: { greater_than_equal: since } }
  const count = async (where: object) =>
    (await req.payload.count({ collection: 'orders', where: where as never, overrideAccess: true, req })).totalDocs
  const orders = await count(paid)
  if (orders === 0 || orders < minimum) return null
  const took = await count({ and: [paid, { bump_selected: { equals: true } }] })
  return Math.round((took / orders) * 100)
}
