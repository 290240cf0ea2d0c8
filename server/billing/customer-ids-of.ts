import type { Payload, TypedUser } from 'payload'

/** How many of a user's customers Billing reads: one per checkout path, in practice one or two. */
const MAX_CUSTOMERS = 5

/**
 * The payment provider's customers of a signed-in user, newest first, as the user may read them:
 * the ones recorded for the user (a marketplace checkout, a plan bought signed in) and those of
 * the user's plan subscriptions (a plan bought before signing up pays as its own customer).
 */
export async function customerIdsOf(payload: Payload, user: TypedUser): Promise<string[]> {
  const asUser = { depth: 0, overrideAccess: false, user, limit: MAX_CUSTOMERS, sort: '-createdAt' } as const
  const [customers, plans] = await Promise.all([
    payload.find({ collection: 'customers', where: { user: { equals: user.id } }, ...asUser }),
    payload.find({ collection: 'subscriptions', where: { user: { equals: user.id } }, ...asUser }),
  ])
  const ids = [...customers.docs.map((row) => row.stripe_customer_id), ...plans.docs.map((row) => row.stripe_customer_id)]
  return [...new Set(ids.filter(Boolean))].slice(0, MAX_CUSTOMERS)
}
