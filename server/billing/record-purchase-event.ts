import type { Payload, PayloadRequest } from 'payload'
import type { Order } from '../../cms/payload-types'

/**
 * The funnel's `purchase_complete` (or `upsell_accepted`), written by the server when the payment
 * provider reports the order (or its upsell) paid (issue 38): the public tracker refuses both, so no
 * page can claim a purchase. Its id is the order's, so a replayed event stores it once; the visitor
 * and lead are the checkout's.
 */
export async function recordPurchaseEvent(
  { payload, req }: { payload: Payload; req: Partial<PayloadRequest> },
  order: Pick<Order, 'id' | 'visitor_id' | 'lead'>,
  checkoutSessionId: string,
  at: string,
  type: 'purchase_complete' | 'upsell_accepted' = 'purchase_complete',
): Promise<void> {
  const lead = order.lead && typeof order.lead === 'object' ? order.lead.id : order.lead
  await payload.create({
    collection: 'funnel-events',
    data: {
      event_id: `${type === 'purchase_complete' ? 'purchase' : 'upsell'}_${order.id}`,
      event_type: type,
      event_data: { session_id: checkoutSessionId },
      session_id: `checkout-${checkoutSessionId}`.slice(0, 100),
      ...(order.visitor_id ? { visitor_id: order.visitor_id } : {}),
      ...(lead != null ? { lead_id: String(lead) } : {}),
      page_url: '/offer/success',
      occurred_at: at,
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
}
