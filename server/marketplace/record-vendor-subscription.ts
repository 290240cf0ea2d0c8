import type { Payload, PayloadRequest } from 'payload'
import type Stripe from 'stripe'
import { VENDOR_SUBSCRIPTION_KIND } from '../../contracts/marketplace'
import type { AfterCommit } from '../lib/after-commit'
import { relationId } from '../messaging/conversation-members'
import { pushNotification, storeNotification } from '../messaging/notify'
import type { RealtimeServer } from '../lib/realtime-rooms'
import { vendorSubscriptionNotices, type VendorSubscriptionState } from './vendor-subscription-notices'

type Effects = { payload: Payload; req: Partial<PayloadRequest>; stripe: Stripe; after: AfterCommit; realtime?: RealtimeServer }

const AS_SYSTEM = { overrideAccess: true, depth: 0 } as const
const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null))
const toDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null)

/** Stripe's statuses in the collection's words; `incomplete` (not paid yet) records nothing. */
const STATUS: Partial<Record<Stripe.Subscription.Status, VendorSubscriptionState['status']>> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
}

/**
 * A checkout or subscription event about a vendor product subscription (its metadata says
 * `kind: vendor_product`, set by subscribe-vendor-product): not a plan, so the plan path of
 * apply-stripe-event.ts leaves it to applyVendorSubscriptionEvent.
 */
export function isVendorSubscriptionEvent(event: Stripe.Event): boolean {
  if (event.type !== 'checkout.session.completed' && !event.type.startsWith('customer.subscription.')) return false
  const { metadata } = event.data.object as { metadata?: Stripe.Metadata | null }
  return metadata?.kind === VENDOR_SUBSCRIPTION_KIND
}

/**
 * Records the vendor product subscription an event is about, in the event's transaction (so
 * a redelivered event, which apply-stripe-event.ts stops at its id, changes nothing) and tells
 * the agency and the vendor what changed, live once committed.
 */
export async function applyVendorSubscriptionEvent(effects: Effects, event: Stripe.Event): Promise<boolean> {
  if (event.type === 'checkout.session.completed') {
    const subscriptionId = idOf(event.data.object.subscription)
    if (!subscriptionId) return false
    // The subscription as the provider holds it now, whatever order its own events arrive in.
    await recordVendorSubscription(effects, await effects.stripe.subscriptions.retrieve(subscriptionId))
    return true
  }
  await recordVendorSubscription(effects, event.data.object as Stripe.Subscription)
  return true
}

async function recordVendorSubscription({ payload, req, after, realtime }: Effects, subscription: Stripe.Subscription) {
  const status = STATUS[subscription.status]
  if (!status) return
  const metadata = subscription.metadata ?? {}
  const found = await payload.find({
    collection: 'agency-product-subscriptions',
    where: { stripe_subscription_id: { equals: subscription.id } },
    limit: 1,
    req,
    ...AS_SYSTEM,
  })
  const before = found.docs[0]
  // Stripe may deliver an older snapshot after the end: an ended subscription stays ended.
  if (before?.status === 'canceled') return
  const item = subscription.items.data[0]
  const row: VendorSubscriptionState = {
    status,
    tier_name: before?.tier_name ?? metadata.tier_name ?? item?.price.nickname ?? 'Subscription',
    // What the provider charges (the tier's CMS price when subscribed).
    price_monthly: item?.price.unit_amount != null ? item.price.unit_amount / 100 : (before?.price_monthly ?? 0),
    current_period_end: toDate(item?.current_period_end),
    cancel_at_period_end: subscription.cancel_at_period_end,
  }
  const agencyId = before ? relationId(before.agency_user) : await existingId(payload, req, 'users', metadata.user_id)
  const productId = before ? relationId(before.product) : await existingId(payload, req, 'vendor-products', metadata.vendor_product_id)
  if (agencyId == null || productId == null) {
    // A user or product deleted since the checkout: nothing to attach the row to; retrying cannot help.
    payload.logger.warn({ subscriptionId: subscription.id }, 'vendor product subscription without its agency or product')
    return
  }
  const product = await payload.findByID({ collection: 'vendor-products', id: productId, req, ...AS_SYSTEM })
  const vendorId = relationId(product.vendor)
  if (before) await payload.update({ collection: 'agency-product-subscriptions', id: before.id, data: row, req, ...AS_SYSTEM })
  else
    await payload.create({
      collection: 'agency-product-subscriptions',
      data: { ...row, agency_user: agencyId as number, product: product.id, vendor: vendorId, stripe_subscription_id: subscription.id },
      req,
      ...AS_SYSTEM,
    })

  const agency = await payload.findByID({ collection: 'users', id: agencyId as number, req, ...AS_SYSTEM })
  const notices = vendorSubscriptionNotices(before ?? undefined, row, {
    product: product.name,
    agency: agency.company_name || agency.email,
  })
  for (const notice of notices) {
    const recipient = notice.to === 'agency' ? agency.id : vendorId
    const view = await storeNotification({
      payload,
      req,
      via: `stripe:${subscription.id}`,
      recipient,
      title: notice.title,
      message: notice.message,
      link: notice.link,
    })
    after.push(async () => pushNotification(realtime, recipient, view))
  }
}

/** The id of a row named in metadata (text), when it still exists; SQL adapters number their ids. */
async function existingId(
  payload: Payload,
  req: Partial<PayloadRequest>,
  collection: 'users' | 'vendor-products',
  text: string | undefined,
): Promise<number | string | null> {
  if (!text) return null
  const numbered = payload.db.defaultIDType === 'number'
  if (numbered && !/^\d{1,15}$/.test(text)) return null
  const id = numbered ? Number(text) : text
  const { totalDocs } = await payload.count({ collection, where: { id: { equals: id } }, req, overrideAccess: true })
  return totalDocs > 0 ? id : null
}
