import { offerOrderLines } from '../billing/offer-order-lines'
import { readOfferPricing } from '../billing/offer-pricing'
import { defineFunction } from './types'

/**
 * get-offer-order (offer success page): the order of the checkout session the buyer came
 * back from: its lines, total, number and the e-mail its access link went to. The session id
 * is the payment provider's unguessable id of that payment, the same proof the upsell asks for.
 */
export const getOfferOrder = defineFunction('get-offer-order', {
  auth: 'public',
  async handler(input, { payload }) {
    const { docs } = await payload.find({
      collection: 'orders',
      where: { checkout_session_id: { equals: input.session_id } },
      limit: 1,
      depth: 0,
      overrideAccess: false,
      context: { via: 'get-offer-order' },
    })
    const order = docs[0]
    if (!order) return { order: null }
    const lines = offerOrderLines(order, await readOfferPricing(payload))
    const sum = (parts: string[]) => lines.filter((line) => parts.includes(line.part)).reduce((total, line) => total + line.amount, 0)
    return {
      order: {
        number: String(order.id),
        email: order.email,
        lines,
        first_payment: sum(['base', 'bump']),
        total: sum(['base', 'bump', 'upsell']),
      },
    }
  },
})
