import { AppError } from '../../contracts/errors'
import { siteOrigin } from '../billing/site-origin'
import { defineFunction } from './types'

/** create-portal-session: the billing portal (Stripe's, or the local provider's) for the user's customer. */
export const createPortalSession = defineFunction('create-portal-session', {
  auth: 'user',
  async handler(input, { payload, user, req, payments }) {
    const { docs } = await payload.find({
      collection: 'subscriptions',
      where: input.subscriptionId ? { stripe_subscription_id: { equals: input.subscriptionId } } : { user: { equals: user!.id } },
      sort: '-current_period_end',
      limit: 1,
      depth: 0,
      overrideAccess: false,
      user: user!,
    })
    const customer = docs[0]?.stripe_customer_id
    if (!customer) throw new AppError('NOT_FOUND')
    const portal = await payments.stripe().billingPortal.sessions.create({ customer, return_url: `${siteOrigin(req)}/app/billing` })
    return { url: portal.url }
  },
})
