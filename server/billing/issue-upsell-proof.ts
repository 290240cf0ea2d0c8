import type { Payload } from 'payload'
import type { Logger } from '../../runtime/logger'
import type { PaymentProvider } from './payment-provider'
import type { UpsellProof } from './upsell-proof'
import { readUpsellTerms, UPSELL_GRACE_MS, upsellCountdownEnd } from './upsell-window'

const VIA = { overrideAccess: false, context: { via: 'offer-success-page' } } as const

/**
 * The upsell proof for the browser that returns from paying this checkout session, or null
 * (docs/decisions/105). Handed out once per order: the first return, which is the payment
 * provider's redirect of the paying browser; the same URL opened later, from history or a
 * shared screenshot, gets none. Only for a paid session (its id shows in the provider's checkout
 * page before payment), an upsell nobody answered, and inside the offer's window.
 */
export async function issueUpsellProof(
  { payload, payments, logger }: { payload: Payload; payments: PaymentProvider; logger: Logger },
  sessionId: string,
): Promise<UpsellProof | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { checkout_session_id: { equals: sessionId } },
    limit: 1,
    depth: 0,
    ...VIA,
  })
  const order = docs[0]
  if (!order || order.upsell_offered_at || order.upsell_decision || order.upsell_status !== 'offered') return null
  if (order.status !== 'paid' && !(await paidAtProvider(payments, sessionId, logger))) return null

  const now = new Date()
  const { countdownMs } = await readUpsellTerms(payload)
  // The buyer is usually back before the webhook: the return is then when the payment became known.
  const end = upsellCountdownEnd({ paid_at: order.paid_at, upsell_offered_at: now.toISOString() }, countdownMs)!
  if (now.getTime() >= end) return null
  // Once per order, whoever asks at the same moment: the write that finds the field empty wins.
  const claimed = await payload.update({
    collection: 'orders',
    where: { and: [{ id: { equals: order.id } }, { upsell_offered_at: { exists: false } }] },
    data: { upsell_offered_at: now.toISOString() },
    depth: 0,
    ...VIA,
  })
  if (claimed.docs.length !== 1) return null
  return { sessionId, orderId: String(order.id), expiresAt: end + UPSELL_GRACE_MS }
}

/** Whether the provider says the session is paid (the webhook may not have arrived yet). */
async function paidAtProvider(payments: PaymentProvider, sessionId: string, logger: Logger): Promise<boolean> {
  try {
    const session = await payments.stripe().checkout.sessions.retrieve(sessionId)
    return session.payment_status === 'paid'
  } catch (error) {
    logger.warn({ err: error }, 'offer success: checkout session unreadable')
    return false
  }
}
