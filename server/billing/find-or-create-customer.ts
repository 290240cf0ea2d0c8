import type { Payload, TypedUser } from 'payload'
import type Stripe from 'stripe'

/**
 * The payment provider's customer of a signed-in user: the one recorded in `customers`, or a
 * new one (recorded at once, so a second checkout reuses it and the webhook finds the user).
 */
export async function findOrCreateCustomer({
  payload,
  stripe,
  user,
}: {
  payload: Payload
  stripe: Stripe
  user: TypedUser
}): Promise<string> {
  const found = await payload.find({
    collection: 'customers',
    where: { user: { equals: user.id } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
  })
  if (found.docs[0]) return found.docs[0].stripe_customer_id
  const customer = await stripe.customers.create({ email: user.email, metadata: { user_id: String(user.id) } })
  await payload.create({
    collection: 'customers',
    data: { stripe_customer_id: customer.id, email: user.email, user: user.id },
    depth: 0,
    overrideAccess: false,
    user,
    context: { via: 'create-checkout' },
  })
  return customer.id
}
