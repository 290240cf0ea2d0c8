import { AppError } from '../../contracts/errors'
import { findOrCreateCustomer } from '../billing/find-or-create-customer'
import { siteOrigin } from '../billing/site-origin'
import { defineFunction } from './types'

/**
 * create-portal-session: the billing portal (Stripe's, or the local provider's) for the user's
 * customer. With `productSubscriptionId` (the workspace Billing screen's 'Manage'), the
 * subscription must be one of the caller's vendor product subscriptions; the portal is the
 * caller's customer's, made on first use.
 */
export const createPortalSession = defineFunction('create-portal-session', {
  auth: 'user',
  async handler(input, { payload, user, req, payments }) {
    let customer: string | undefined
    if (input.productSubscriptionId) {
      const subscription = await payload
        .findByID({
          collection: 'agency-product-subscriptions',
          id: input.productSubscriptionId,
          depth: 0,
          overrideAccess: false,
          user: user!,
        })
        .catch(() => null)
      if (!subscription) throw new AppError('NOT_FOUND')
      customer = await findOrCreateCustomer({ payload, stripe: payments.stripe(), user: user! })
    } else {
      const { docs } = await payload.find({
        collection: 'subscriptions',
        where: input.subscriptionId ? { stripe_subscription_id: { equals: input.subscriptionId } } : { user: { equals: user!.id } },
        sort: '-current_period_end',
        limit: 1,
        depth: 0,
        overrideAccess: false,
        user: user!,
      })
      customer = docs[0]?.stripe_customer_id
    }
    if (!customer) throw new AppError('NOT_FOUND')
    const portal = await payments.stripe().billingPortal.sessions.create({ customer, return_url: `${siteOrigin(req)}/app/billing` })
    return { url: portal.url }
  },
})
