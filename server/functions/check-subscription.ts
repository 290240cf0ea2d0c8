import { defineFunction } from './types'

/**
 * check-subscription: the signed-in user's current plan and its renewal (or end) date, from
 * the subscriptions the payment webhooks recorded. Nulls when there is none.
 */
export const checkSubscription = defineFunction('check-subscription', {
  auth: 'user',
  async handler(_input, { payload, user }) {
    const { docs } = await payload.find({
      collection: 'subscriptions',
      where: { and: [{ user: { equals: user!.id } }, { status: { in: ['active', 'trialing', 'past_due'] } }] },
      sort: '-current_period_end',
      limit: 1,
      depth: 0,
      overrideAccess: false,
      user: user!,
    })
    const subscription = docs[0]
    return { subscription_tier: subscription?.plan ?? null, subscription_end: subscription?.current_period_end ?? null }
  },
})
