import type { Payload, PayloadRequest } from 'payload'
import type { Order } from '../../cms/payload-types'

/**
 * The funnel's `purchase_complete`, written by the server when the payment provider reports the
 * order paid (issue 38): the public tracker refuses it, so no page can claim a purchase. Its id
 * is the order's, so a replayed event stores it once; the visitor and lead are the checkout's.
 */
export async function recordPurchaseEvent(
  { payload, req }: { payload: Payload; req: Partial<PayloadRequest> },
  order: Pick<Order, 'id' | 'visitor_id' | 'lead'>,
  checkoutSessionId: string,
  at: string,
): Promise<void> {
  const lead = order.lead && typeof order.lead === 'object' ? order.lead.id : order.lead
  await payload.create({
    collection: 'funnel-events',
    data: {
      event_id: `purchase_${order.id}`,
      event_type: 'purchase_complete',
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
