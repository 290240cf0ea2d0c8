import type { Payload, PayloadRequest } from 'payload'
import { VENDOR_SUBSCRIPTION_KIND } from '../../contracts/marketplace'

// Ids are numbers on SQL and strings on MongoDB; the generated types say number.
export type Attribution = { visitor_id?: string; lead?: number }

/**
 * The visitor and lead a checkout carried in its metadata (create-checkout, the offer's
 * checkout and its upsell put them there), as fields of a payment, subscription or order.
 * A lead id that names no lead (deleted since, or made up) is left out.
 */
export async function attributionFrom(
  payload: Payload,
  req: Partial<PayloadRequest>,
  metadata: Record<string, string> | null | undefined,
): Promise<Attribution> {
  const out: Attribution = {}
  const visitorId = metadata?.visitor_id?.trim()
  if (visitorId) out.visitor_id = visitorId.slice(0, 100)
  const leadId = metadata?.lead_id?.trim()
  if (leadId) {
    const lead = await payload
      .find({ collection: 'leads', where: { id: { equals: leadId } }, limit: 1, depth: 0, select: {}, req, overrideAccess: true })
      .then((found) => found.docs[0])
      .catch(() => undefined)
    if (lead) out.lead = lead.id as number
  }
  return out
}

/** What a payment bought, from its metadata (the funnel report adds revenue per funnel). */
export function paymentKind(metadata: Record<string, string> | null | undefined): 'plan' | 'offer' | 'upsell' | 'vendor' | 'other' {
  if (metadata?.kind === VENDOR_SUBSCRIPTION_KIND) return 'vendor'
  if (metadata?.order_part === 'upsell') return 'upsell'
  if (metadata?.order_part === 'base' || metadata?.offer_type) return 'offer'
  if (metadata?.plan) return 'plan'
  return 'other'
}
