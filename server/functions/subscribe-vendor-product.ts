import type Stripe from 'stripe'
import { AppError } from '../../contracts/errors'
import { VENDOR_SUBSCRIPTION_KIND } from '../../contracts/marketplace'
import { hasRole } from '../../collections/access/roles'
import { findOrCreateCustomer } from '../billing/find-or-create-customer'
import { siteOrigin } from '../lib/site-origin'
import { relationId } from '../messaging/conversation-members'
import { defineFunction } from './types'

/**
 * subscribe-vendor-product ('Subscribe' on a marketplace card): a monthly subscription
 * Checkout Session, through the product's payment provider, for one tier of an active vendor
 * product at the tier's price in the CMS (never a price the browser names). The session and
 * its subscription carry `kind: vendor_product` in their metadata, which the webhook reads to
 * record an agency-product-subscription rather than a plan (server/marketplace/).
 */
export const subscribeVendorProduct = defineFunction('subscribe-vendor-product', {
  auth: 'user',
  async handler(input, { payload, user, req, payments, logger }) {
    if (!hasRole(user, 'agency')) throw new AppError('FORBIDDEN')
    const product = await payload
      .findByID({ collection: 'vendor-products', id: input.productId, depth: 0, overrideAccess: false, user: user! })
      .catch(() => null)
    if (!product || !product.is_active) throw new AppError('NOT_FOUND')
    const tier = product.pricing_tiers?.find((row) => row.tier_name === input.tierName)
    if (!tier) throw new AppError('PRICING_NOT_CONFIGURED')
    const current = await payload.count({
      collection: 'agency-product-subscriptions',
      where: { and: [{ product: { equals: product.id } }, { status: { in: ['active', 'past_due'] } }] },
      overrideAccess: false,
      user: user!,
    })
    if (current.totalDocs > 0) throw new AppError('ALREADY_SUBSCRIBED')

    const stripe = payments.stripe()
    const origin = siteOrigin(req)
    const metadata: Record<string, string> = {
      kind: VENDOR_SUBSCRIPTION_KIND,
      user_id: String(user!.id),
      vendor_product_id: String(product.id),
      vendor_id: String(relationId(product.vendor)),
      tier_name: tier.tier_name,
    }
    let session: Stripe.Checkout.Session
    try {
      const customer = await findOrCreateCustomer({ payload, stripe, user: user! })
      session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        line_items: [
          {
            quantity: 1,
            // The tier has no price object at the provider: an inline monthly price, so a
            // marketer's change in the CMS applies to the next subscriber without any sync.
            price_data: {
              currency: 'usd',
              unit_amount: Math.round(tier.price_monthly * 100),
              recurring: { interval: 'month' },
              product_data: { name: `${product.name} — ${tier.tier_name}` },
            },
          },
        ],
        success_url: `${origin}/app/billing`,
        cancel_url: `${origin}/app/products`,
        client_reference_id: String(user!.id),
        metadata,
        subscription_data: { metadata },
      })
    } catch (error) {
      logger.warn({ err: error }, 'vendor product checkout session failed')
      throw new AppError('CHECKOUT_FAILED')
    }
    if (!session.url) throw new AppError('NO_CHECKOUT_URL')
    return { url: session.url }
  },
})
