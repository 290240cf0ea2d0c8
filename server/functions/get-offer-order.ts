import { maskedEmail } from '../billing/masked-email'
import { offerOrderLines } from '../billing/offer-order-lines'
import { readUpsellProof } from '../billing/upsell-proof'
import { readUpsellTerms, upsellCountdownEnd } from '../billing/upsell-window'
import { defineFunction } from './types'

/**
 * get-offer-order (offer success page): the order of the checkout session the buyer came
 * back from: its lines and total; and, to the browser holding the upsell proof the return gave
 * it (docs/decisions/105), its number, the e-mail its access link went to and how long the
 * upsell stays open. Anyone else with the session id (a shared screenshot, an old tab) sees
 * the address masked and no number.
 */
export const getOfferOrder = defineFunction('get-offer-order', {
  auth: 'public',
  async handler(input, { payload, req }) {
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
    const own = readUpsellProof(payload.secret, req.headers, input.session_id)?.orderId === String(order.id)
    const { pricing, countdownMs } = await readUpsellTerms(payload)
    const lines = offerOrderLines(order, pricing)
    const sum = (parts: string[]) => lines.filter((line) => parts.includes(line.part)).reduce((total, line) => total + line.amount, 0)
    const end = upsellCountdownEnd(order, countdownMs)
    const open = own && !order.upsell_decision && order.upsell_status === 'offered' && end !== null && end > Date.now()
    return {
      order: {
        number: own ? (order.number ?? null) : null,
        email: own ? order.email : maskedEmail(order.email),
        lines,
        first_payment: sum(['base', 'bump']),
        total: sum(['base', 'bump', 'upsell']),
        upsell_seconds_left: open ? Math.ceil((end - Date.now()) / 1000) : null,
      },
    }
  },
})
