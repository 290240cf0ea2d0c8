import { AppError } from '../../contracts/errors'
import { findOrCreateCustomer } from '../billing/find-or-create-customer'
import { siteOrigin } from '../lib/site-origin'
import { defineFunction } from './types'

/**
 * create-portal-session: the billing portal (Stripe's, or the local provider's) for the user's
 * customer. With `productSubscriptionId` (the workspace Billing screen's 'Manage'), the
 * subscription must be one of the caller's vendor product subscriptions; the portal is the
 * caller's customer's, made on first use. With `flow: 'cancel'` ('Cancel plan'), the portal
 * opens on the cancellation of the caller's plan subscription `subscriptionId` and, once the
 * customer confirms, sends them to /cancel (docs/decisions/039).
 */
export const createPortalSession = defineFunction('create-portal-session', {
  auth: 'user',
  async handler(input, { payload, user, req, payments }) {
    const origin = siteOrigin(req)
    const returnUrl = `${origin}/app/billing`
    if (input.flow === 'cancel') {
      if (!input.subscriptionId) throw new AppError('INVALID_INPUT')
      const { docs } = await payload.find({
        collection: 'subscriptions',
        where: { stripe_subscription_id: { equals: input.subscriptionId } },
        limit: 1,
        depth: 0,
        overrideAccess: false,
        user: user!,
      })
      const subscription = docs[0]
      if (!subscription || subscription.status === 'canceled') throw new AppError('NOT_FOUND')
      const portal = await payments.stripe().billingPortal.sessions.create({
        customer: subscription.stripe_customer_id,
        return_url: returnUrl,
        // Already set to end: the portal's home, where the customer sees when it ends.
        ...(subscription.cancel_at_period_end
          ? {}
          : {
              flow_data: {
                type: 'subscription_cancel',
                subscription_cancel: { subscription: subscription.stripe_subscription_id },
                after_completion: { type: 'redirect', redirect: { return_url: `${origin}/cancel` } },
              },
            }),
      })
      return { url: portal.url }
    }
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
    const portal = await payments.stripe().billingPortal.sessions.create({ customer, return_url: returnUrl })
    return { url: portal.url }
  },
})
