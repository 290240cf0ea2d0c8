import type { DataFromCollectionSlug, Payload, PayloadRequest } from 'payload'
import type Stripe from 'stripe'
import type { RealtimeServer } from '../lib/realtime-rooms'
import { applyVendorSubscriptionEvent, isVendorSubscriptionEvent } from '../marketplace/record-vendor-subscription'
import { pushNotification, storeNotification } from '../messaging/notify'
import { attributionFrom, paymentKind } from './attribution'
import { findPlanByPrice } from './find-plan-by-price'
import type { AfterCommit } from '../lib/after-commit'
import { recordOfferCheckout, recordOfferUpsell } from './offer-orders'
import { subscriptionNotice } from './subscription-notice'
import { deliverOfferOrder, deliverOfferUpsell } from '../delivery/deliver-offer-order'
import { revokeOrderAccess } from '../delivery/revoke-order-access'
import { paymentReversalOf, REVERSED_STATUSES, type PaymentReversal } from './payment-reversal'

export type ApplyResult = 'applied' | 'duplicate' | 'ignored'

/**
 * The webhook acts for no user: it applies an event whose signature proved it came from the
 * payment provider, so it writes as the system (like the seed), not through a user's access.
 */
const AS_SYSTEM = { overrideAccess: true } as const
/** A payment event applied this long after it happened came through a recovery (a redelivery, a lease taken over). */
const PAID_AFTER_RECOVERY_MS = 10_000

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null))
const toDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null)

/**
 * Applies one verified payment-provider event, once (checked first: server/billing/stripe-event-schema.ts). The event's row in `payment-events`
 * and its effects are written in one transaction: a redelivered event meets the unique
 * event id and changes nothing, and an effect that fails rolls the row back, so the
 * provider's retry applies it later.
 */
export async function applyStripeEvent(
  payload: Payload,
  event: Stripe.Event,
  stripe: Stripe,
  { realtime }: { realtime?: RealtimeServer } = {},
): Promise<ApplyResult> {
  const transactionID = (await payload.db.beginTransaction()) ?? undefined
  const req = { transactionID } as Partial<PayloadRequest>
  try {
    const seen = await payload.find({
      collection: 'payment-events',
      where: { event_id: { equals: event.id } },
      limit: 1,
      depth: 0,
      req,
      overrideAccess: true,
    })
    if (seen.docs.length > 0) {
      if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID)
      return 'duplicate'
    }
    const object = event.data.object as { id?: string }
    await payload.create({
      collection: 'payment-events',
      data: { event_id: event.id, type: event.type, object_id: object.id ?? null },
      depth: 0,
      ...AS_SYSTEM,
      req,
    })
    const after: AfterCommit = []
    const applied = await applyEffects({ payload, req, stripe, after, realtime }, event)
    if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
    for (const work of after)
      await work().catch((error: unknown) => payload.logger.error({ err: error, eventId: event.id }, 'after a payment event'))
    return applied ? 'applied' : 'ignored'
  } catch (error) {
    if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID)
    // Two deliveries of one event racing: the loser meets the unique event id (each adapter
    // words that error its own way), and the winner's row is there once it has committed.
    if (await eventRecorded(payload, event.id)) return 'duplicate'
    throw error
  }
}

async function eventRecorded(payload: Payload, eventId: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'payment-events',
    where: { event_id: { equals: eventId } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

type Effects = Write & { stripe: Stripe; after: AfterCommit; realtime?: RealtimeServer }

async function applyEffects({ payload, req, stripe, after, realtime }: Effects, event: Stripe.Event): Promise<boolean> {
  const notices = { after, realtime, eventId: event.id }
  if (isVendorSubscriptionEvent(event)) return applyVendorSubscriptionEvent({ payload, req, stripe, after, realtime }, event)
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object
      await recordCheckout(payload, session, req)
      // The subscription as Stripe holds it now, so /success need not wait for (or depend on
      // the order of) the subscription's own events. If Stripe cannot answer, the event fails
      // and is delivered again.
      const subscriptionId = idOf(session.subscription)
      if (session.mode === 'subscription' && subscriptionId)
        await recordSubscription(payload, await stripe.subscriptions.retrieve(subscriptionId), req, notices)
      const paid = await recordOfferCheckout({ payload, req }, session, stripe, after)
      // Applied long after the payment: its first delivery failed or died with its node.
      const lateMs = Date.now() - event.created * 1000
      if (paid && lateMs > PAID_AFTER_RECOVERY_MS)
        after.push(async () => payload.logger.info({ order: String(paid.id), event: event.id, lateMs }, 'order paid after recovery'))
      after.push(() => deliverOfferOrder(payload, session))
      return true
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      await recordSubscription(payload, event.data.object, req, notices)
      return true
    case 'payment_intent.succeeded':
      await recordPayment(payload, event.data.object, req)
      await recordOfferUpsell({ payload, req }, event.data.object, after)
      after.push(() => deliverOfferUpsell(payload, event.data.object))
      return true
    case 'charge.refunded':
    case 'charge.dispute.created': {
      const reversal = await paymentReversalOf(stripe, event)
      if (!reversal) return false
      // Both: an order's access goes, and the payment (a plan's too) leaves the revenue figures.
      const revoked = await revokeOrderAccess({ payload, req }, reversal)
      const reversed = await recordPaymentReversal({ payload, req }, reversal)
      return revoked || reversed
    }
    default:
      return false
  }
}

type Write = { payload: Payload; req: Partial<PayloadRequest> }

/** Finds a row by its provider id and updates it, or creates it; answers the row as it was before. */
async function upsert<Slug extends 'customers' | 'subscriptions' | 'payments'>(
  { payload, req }: Write,
  collection: Slug,
  key: 'stripe_customer_id' | 'stripe_subscription_id' | 'payment_intent_id',
  value: string,
  data: Record<string, unknown>,
): Promise<DataFromCollectionSlug<Slug> | undefined> {
  const found = await payload.find({ collection, where: { [key]: { equals: value } }, limit: 1, depth: 0, req, overrideAccess: true })
  const existing = found.docs[0]
  if (existing) await payload.update({ collection, id: existing.id, data: data as never, depth: 0, ...AS_SYSTEM, req })
  else
    await payload.create({
      collection,
      data: { ...data, [key]: value } as never,
      depth: 0,
      ...AS_SYSTEM,
      req,
    })
  return existing as DataFromCollectionSlug<Slug> | undefined
}

/** The user a checkout was made for: the signed-in visitor's id travels in its metadata. */
async function userIdFrom(
  payload: Payload,
  req: Partial<PayloadRequest>,
  metadata: Record<string, string> | null | undefined,
  stripeCustomerId: string | null,
) {
  const fromMetadata = metadata?.user_id
  if (fromMetadata) return existingUser(payload, req, fromMetadata)
  if (!stripeCustomerId) return null
  const customer = await payload.find({
    collection: 'customers',
    where: { stripe_customer_id: { equals: stripeCustomerId } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const user = customer.docs[0]?.user
  return user == null ? null : typeof user === 'object' ? user.id : user
}

/**
 * The user named in an event's metadata, if there is one: a user deleted since the checkout
 * (or an id that is none) leaves the row without a user rather than failing the event forever.
 */
async function existingUser(payload: Payload, req: Partial<PayloadRequest>, text: string): Promise<number | string | null> {
  // Metadata is text; SQL adapters number their ids (MongoDB's stay strings).
  const numbered = payload.db.defaultIDType === 'number'
  if (numbered && !/^\d{1,15}$/.test(text)) return null
  const id = numbered ? Number(text) : text
  const { totalDocs } = await payload.count({ collection: 'users', where: { id: { equals: id } }, req, overrideAccess: true })
  return totalDocs > 0 ? id : null
}

async function recordCheckout(payload: Payload, session: Stripe.Checkout.Session, req: Partial<PayloadRequest>) {
  const customerId = idOf(session.customer)
  if (!customerId) return
  const userId = await userIdFrom(payload, req, session.metadata, null)
  await upsert({ payload, req }, 'customers', 'stripe_customer_id', customerId, {
    email: session.customer_details?.email ?? session.customer_email ?? null,
    ...(userId ? { user: userId } : {}),
  })
}

/**
 * Records a plan subscription as the event reports it, and tells its user what changed
 * (started, plan changed, cancellation scheduled or withdrawn, renewed, payment failed,
 * canceled). The notification is written in the event's transaction, so a redelivered
 * event, which changes nothing, notifies nobody; it reaches the bell once committed.
 */
async function recordSubscription(
  payload: Payload,
  subscription: Stripe.Subscription,
  req: Partial<PayloadRequest>,
  { after, realtime, eventId }: { after: AfterCommit; realtime?: RealtimeServer; eventId: string },
) {
  const customerId = idOf(subscription.customer)!
  const item = subscription.items.data[0]
  const priceId = item?.price.id ?? null
  const plan = priceId ? await findPlanByPrice(payload, priceId) : null
  const userId = await userIdFrom(payload, req, subscription.metadata, customerId)
  const customer = await payload.find({
    collection: 'customers',
    where: { stripe_customer_id: { equals: customerId } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const row = {
    stripe_customer_id: customerId,
    status: subscription.status,
    price_id: priceId,
    plan: plan?.planName ?? item?.price.nickname ?? null,
    billing_period: plan?.billingPeriod ?? (item?.price.recurring?.interval === 'year' ? 'annual' : 'monthly'),
    amount: item?.price.unit_amount != null ? item.price.unit_amount / 100 : null,
    current_period_end: toDate(item?.current_period_end),
    cancel_at_period_end: subscription.cancel_at_period_end,
    email: customer.docs[0]?.email ?? null,
    ...(userId ? { user: userId } : {}),
    ...(await attributionFrom(payload, req, subscription.metadata)),
  }
  const before = await upsert({ payload, req }, 'subscriptions', 'stripe_subscription_id', subscription.id, row)
  if (row.visitor_id) await attributePlanPayments(payload, req, customerId, row)
  const storedUser = before?.user
  const recipient = userId ?? (storedUser == null ? null : typeof storedUser === 'object' ? storedUser.id : storedUser)
  const notice = subscriptionNotice(before ?? undefined, row)
  if (!notice || recipient == null) return
  const view = await storeNotification({
    payload,
    req,
    via: `stripe:${eventId}`,
    recipient: recipient as number,
    title: notice.title,
    message: notice.message,
    link: notice.link,
  })
  after.push(async () => pushNotification(realtime, recipient as number, view))
}

async function recordPayment(payload: Payload, intent: Stripe.PaymentIntent, req: Partial<PayloadRequest>) {
  const customerId = idOf(intent.customer)
  const userId = await userIdFrom(payload, req, intent.metadata, customerId)
  const customer = customerId
    ? await payload.find({
        collection: 'customers',
        where: { stripe_customer_id: { equals: customerId } },
        limit: 1,
        depth: 0,
        req,
        overrideAccess: true,
      })
    : undefined
  let kind = paymentKind(intent.metadata)
  let attribution = await attributionFrom(payload, req, intent.metadata)
  // A subscription's invoices carry no metadata: such a payment is the plan's, and the
  // subscription's visitor and lead are its own (attributePlanPayments covers the other order).
  if (kind === 'other' && customerId) {
    const subscription = (
      await payload.find({
        collection: 'subscriptions',
        where: { stripe_customer_id: { equals: customerId } },
        sort: '-createdAt',
        limit: 1,
        depth: 0,
        req,
        overrideAccess: true,
      })
    ).docs[0]
    if (subscription) {
      kind = 'plan'
      const lead = typeof subscription.lead === 'object' ? subscription.lead?.id : subscription.lead
      if (!attribution.visitor_id && subscription.visitor_id)
        attribution = { visitor_id: subscription.visitor_id, ...(lead ? { lead } : {}) }
    }
  }
  // A refund or dispute delivered before the payment's own success keeps the payment taken back.
  const reversed = await payload.count({
    collection: 'payments',
    where: { and: [{ payment_intent_id: { equals: intent.id } }, { status: { in: [...REVERSED_STATUSES] } }] },
    req,
    overrideAccess: true,
  })
  await upsert({ payload, req }, 'payments', 'payment_intent_id', intent.id, {
    kind,
    ...attribution,
    stripe_customer_id: customerId,
    email: customer?.docs[0]?.email ?? intent.receipt_email ?? null,
    description: intent.metadata?.product_name ?? intent.description ?? null,
    amount: intent.amount_received / 100,
    currency: intent.currency,
    ...(reversed.totalDocs ? {} : { status: intent.status }),
    metadata: intent.metadata ?? {},
    ...(userId ? { user: userId } : {}),
  })
}

/**
 * The plan payments of a customer recorded before their subscription (the provider does not
 * order its events): they take the subscription's visitor and lead.
 */
async function attributePlanPayments(
  payload: Payload,
  req: Partial<PayloadRequest>,
  customerId: string,
  row: { visitor_id?: string; lead?: number },
) {
  await payload.update({
    collection: 'payments',
    where: {
      and: [{ stripe_customer_id: { equals: customerId } }, { visitor_id: { exists: false } }, { kind: { in: ['plan', 'other'] } }],
    },
    data: { kind: 'plan', visitor_id: row.visitor_id, ...(row.lead ? { lead: row.lead } : {}) } as never,
    depth: 0,
    req,
    ...AS_SYSTEM,
  })
}

/**
 * A payment refunded in full or disputed: its row says so, so every revenue figure nets it out
 * (plan payments too, which have no order), and a late redelivery of its success keeps the
 * status (recordPayment).
 */
async function recordPaymentReversal({ payload, req }: Write, { paymentIntentId, reason }: PaymentReversal): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { payment_intent_id: { equals: paymentIntentId } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  if (!docs[0]) return false
  if (docs[0].status === reason) return false
  await payload.update({ collection: 'payments', id: docs[0].id, data: { status: reason }, depth: 0, ...AS_SYSTEM, req })
  return true
}
