import { missing } from './api-errors'
import { nowSeconds, stripeId, type LocalStripeStore, type StripeObject } from './state'
import type { Session } from './stripe-shapes'

/**
 * The paid invoice of a completed checkout, as Stripe keeps one: for a subscription's first
 * period ('subscription_create') and for a one-time payment whose session asked for one
 * (`invoice_creation[enabled]`). The SDK lists them with `invoices.list({ customer })`.
 * Renewals are not simulated: the local provider charges no later periods.
 */
export async function recordCheckoutInvoice(
  state: LocalStripeStore,
  {
    session,
    customer,
    paymentMethod,
    subscription,
  }: { session: Session; customer: StripeObject; paymentMethod: string; subscription?: StripeObject },
): Promise<StripeObject> {
  const created = nowSeconds()
  const item = (subscription?.items as { data: { current_period_start: number; current_period_end: number }[] } | undefined)?.data[0]
  const period = { start: item?.current_period_start ?? created, end: item?.current_period_end ?? created }
  const discount = Number((session.total_details as { amount_discount?: number } | null)?.amount_discount ?? 0)
  // Stripe numbers a customer's invoices in sequence behind a prefix of the customer's own.
  const earlier = await state.list('invoice', { customer: String(customer.id) })
  const prefix = String(customer.id).replace(/^cus_/, '').slice(0, 8).toUpperCase()
  return state.put({
    id: stripeId('in'),
    object: 'invoice',
    created,
    customer: customer.id,
    customer_email: customer.email ?? null,
    customer_name: customer.name ?? null,
    number: `${prefix}-${String(earlier.length + 1).padStart(4, '0')}`,
    status: 'paid',
    billing_reason: subscription ? 'subscription_create' : 'manual',
    collection_method: 'charge_automatically',
    currency: session.currency,
    subtotal: session.amount_subtotal,
    total: session.amount_total,
    amount_due: session.amount_total,
    amount_paid: session.amount_total,
    amount_remaining: 0,
    total_discount_amounts: discount ? [{ amount: discount, discount: null }] : [],
    period_start: period.start,
    period_end: period.end,
    default_payment_method: paymentMethod,
    parent: subscription
      ? {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { subscription: subscription.id, metadata: subscription.metadata ?? {} },
        }
      : null,
    lines: {
      object: 'list',
      has_more: false,
      data: session.line_items_data.map((line) => ({
        id: stripeId('il'),
        object: 'line_item',
        amount: line.price.unit_amount * line.quantity,
        currency: line.price.currency,
        description: `${line.quantity} × ${line.price.product_name}`,
        quantity: line.quantity,
        period,
      })),
    },
    status_transitions: { finalized_at: created, paid_at: created, marked_uncollectible_at: null, voided_at: null },
    // The local provider hosts no invoice page or PDF.
    hosted_invoice_url: null,
    invoice_pdf: null,
    livemode: false,
    metadata: {},
  })
}

export async function invoiceById(state: LocalStripeStore, id: string): Promise<StripeObject> {
  const found = await state.get(id, 'invoice')
  if (!found) throw missing(id)
  return found
}
