import { z } from 'zod'
import { documentId } from './workspace'

/**
 * subscribe-vendor-product ('Subscribe' on a marketplace card): a monthly subscription
 * Checkout Session for one of the product's pricing tiers, at the tier's CMS price.
 */
export const subscribeVendorProductInput = z.object({
  productId: documentId,
  /** The tier's name as the card shows it (tier names are unique within a product). */
  tierName: z.string().trim().min(1).max(100),
})
export const subscribeVendorProductOutput = z.object({ url: z.string() })

/**
 * The metadata that marks a checkout session and its subscription as a vendor product's
 * (and not a plan's): the webhook reads it to route the event (server/marketplace/).
 */
export const VENDOR_SUBSCRIPTION_KIND = 'vendor_product'
