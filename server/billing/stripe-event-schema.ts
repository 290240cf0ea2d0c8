import { z } from 'zod'
import { SUBSCRIPTION_STATUSES } from '../../collections/Subscriptions'

/**
 * The parts of Stripe's event objects the product reads, checked before anything is written:
 * a signed event is trusted to come from the provider, not to be well formed (issue 21.6).
 * Objects keep their other fields (Stripe adds some in every API version).
 */
/** Text a database stores: no NUL (PostgreSQL refuses it), short enough for an index. */
const plain = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'), 'contains a NUL character')
const id = plain(255).pipe(z.string().min(1))
/** A reference Stripe may expand into its object. */
const reference = z.union([id, z.looseObject({ id })])
const optionalReference = reference.nullish()
const text = plain(5_000).nullish()
const email = plain(254).nullish()
// Stripe's limits: 50 keys of 40 characters, values of 500.
const metadata = z.record(plain(40), plain(500)).nullish()
const cents = z.number().int().nonnegative().max(1e12)

const checkoutSession = z.looseObject({
  id,
  mode: z.enum(['payment', 'subscription', 'setup']),
  payment_status: plain(64),
  customer: optionalReference,
  customer_email: email,
  customer_details: z.looseObject({ email }).nullish(),
  metadata,
  subscription: optionalReference,
  payment_intent: optionalReference,
})

const subscription = z.looseObject({
  id,
  customer: reference,
  status: z.enum(SUBSCRIPTION_STATUSES),
  cancel_at_period_end: z.boolean(),
  metadata,
  items: z.looseObject({
    data: z
      .array(
        z.looseObject({
          current_period_end: z.number().int().nonnegative().max(1e11).nullish(),
          price: z.looseObject({
            id,
            nickname: text,
            unit_amount: cents.nullish(),
            recurring: z.looseObject({ interval: plain(16) }).nullish(),
          }),
        }),
      )
      .min(1),
  }),
})

const paymentIntent = z.looseObject({
  id,
  customer: optionalReference,
  metadata,
  receipt_email: email,
  description: text,
  amount_received: cents,
  currency: plain(10).pipe(z.string().min(1)),
  status: plain(64).pipe(z.string().min(1)),
})

/** A refund's or a dispute's charge (delivery: server/delivery/revoke-order-access.ts). */
const charge = z.looseObject({ id, payment_intent: optionalReference, refunded: z.boolean(), amount: cents, amount_refunded: cents })
const dispute = z.looseObject({ id, charge: reference, payment_intent: optionalReference })

/** The event types the product applies, and the object each must carry. */
export const HANDLED_EVENTS = {
  'checkout.session.completed': checkoutSession,
  'customer.subscription.created': subscription,
  'customer.subscription.updated': subscription,
  'customer.subscription.deleted': subscription,
  'payment_intent.succeeded': paymentIntent,
  'charge.refunded': charge,
  'charge.dispute.created': dispute,
} as const

const envelope = z.looseObject({
  id,
  type: plain(255).pipe(z.string().min(1)),
  data: z.looseObject({ object: z.looseObject({}) }),
})

export type EventCheck = { verdict: 'handled' } | { verdict: 'ignored' } | { verdict: 'malformed'; problem: string }

/** Whether a verified event is one to apply, one to acknowledge and ignore, or malformed. */
export function checkStripeEvent(event: unknown): EventCheck {
  const outer = envelope.safeParse(event)
  if (!outer.success) return { verdict: 'malformed', problem: z.prettifyError(outer.error) }
  const schema = HANDLED_EVENTS[outer.data.type as keyof typeof HANDLED_EVENTS] as z.ZodType | undefined
  if (!schema) return { verdict: 'ignored' }
  const object = schema.safeParse(outer.data.data.object)
  return object.success ? { verdict: 'handled' } : { verdict: 'malformed', problem: z.prettifyError(object.error) }
}
