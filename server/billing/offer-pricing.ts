import type { Payload } from 'payload'
import type { Offer } from '../../cms/payload-types'

export type OfferPricing = Offer['pricing']

/** Dollars to the provider's cents, without float drift (97.5 → 9750). */
export const toCents = (dollars: number) => Math.round(dollars * 100)

/**
 * The $97 offer's prices as published in the CMS: what the server charges, whatever the
 * browser says (docs/decisions/029). A draft price is not for sale yet.
 */
export async function readOfferPricing(payload: Payload): Promise<OfferPricing> {
  const offer = await payload.findGlobal({ slug: 'offer', depth: 0, draft: false, overrideAccess: false })
  return offer.pricing
}
