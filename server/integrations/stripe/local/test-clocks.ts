import { invalid, missing } from './api-errors'
import { recordCharge } from './charges'
import { nowSeconds, stripeId, type StripeObject, type StripeParams } from './state'
import { subscriptionItem, type LocalPrice } from './stripe-shapes'
import type { LocalStripe } from './local-stripe'

type Item = ReturnType<typeof subscriptionItem>

/**
 * Stripe's test clocks (`stripe.testHelpers.testClocks`): a customer made on a clock
 * (`customers.create({ test_clock })`) lives in its time, and advancing the clock renews that
 * customer's subscriptions as Stripe would, each period an invoice ('subscription_cycle') paid
 * from the saved card, with its events. The local provider simulates renewals only here.
 */
export async function createTestClock(stripe: LocalStripe, params: StripeParams): Promise<StripeObject> {
  const frozen = Number(params.frozen_time)
  if (!Number.isInteger(frozen)) throw invalid('frozen_time is required', 'frozen_time')
  return stripe.state.put({
    id: stripeId('clock'),
    object: 'test_helpers.test_clock',
    created: nowSeconds(),
    frozen_time: frozen,
    name: params.name ?? null,
    status: 'ready',
    livemode: false,
    deletes_after: frozen + 30 * 86_400,
  })
}

export async function testClock(stripe: LocalStripe, id: string): Promise<StripeObject> {
  const found = await stripe.state.get(id, 'test_helpers.test_clock')
  if (!found) throw missing(id)
  return found
}

export async function advanceTestClock(stripe: LocalStripe, id: string, params: StripeParams): Promise<StripeObject> {
  const clock = await testClock(stripe, id)
  const to = Number(params.frozen_time)
  if (!Number.isInteger(to) || to <= Number(clock.frozen_time))
    throw invalid('frozen_time must be later than the clock’s current time', 'frozen_time')
  const customers = (await stripe.state.list('customer')).filter((customer) => customer.test_clock === id)
  for (const customer of customers)
    for (const subscription of await stripe.state.list('subscription', { customer: customer.id }))
      await renewUntil(stripe, subscription, to)
  return stripe.state.put({ ...clock, frozen_time: to, status: 'ready' })
}

/** Every period of the subscription that ends by `to`: renewed and paid, or ended if it was to cancel. */
async function renewUntil(stripe: LocalStripe, subscription: StripeObject, to: number): Promise<void> {
  for (;;) {
    const item = (subscription.items as { data: Item[] }).data[0]!
    if (subscription.status !== 'active' || item.current_period_end > to) return
    if (subscription.cancel_at_period_end) {
      Object.assign(subscription, { status: 'canceled', canceled_at: item.current_period_end, ended_at: item.current_period_end })
      await stripe.state.put(subscription)
      return void (await stripe.emit('customer.subscription.deleted', subscription))
    }
    // The price as the provider knows it at the renewal (in the product: the CMS's amount for
    // that id), so a plan's own price id renews at the plan's own amount after a price rise.
    const price: LocalPrice = (await stripe.options.prices.find(item.price.id)) ?? {
      id: item.price.id,
      unit_amount: item.price.unit_amount,
      currency: item.price.currency,
      recurring: item.price.recurring,
      product_name: String(item.price.nickname ?? ''),
    }
    const next = { ...subscriptionItem(price, item.current_period_end), id: item.id }
    const amount = price.unit_amount * (item.quantity ?? 1)
    const intent = await stripe.state.put({
      id: stripeId('pi'),
      object: 'payment_intent',
      created: item.current_period_end,
      amount,
      amount_received: amount,
      currency: price.currency,
      customer: subscription.customer,
      payment_method: subscription.default_payment_method,
      status: 'succeeded',
      metadata: {},
      latest_charge: stripeId('ch'),
    })
    await recordCharge(stripe.state, intent)
    const invoice = await stripe.state.put({
      id: stripeId('in'),
      object: 'invoice',
      created: item.current_period_end,
      customer: subscription.customer,
      status: 'paid',
      billing_reason: 'subscription_cycle',
      collection_method: 'charge_automatically',
      currency: price.currency,
      subtotal: amount,
      total: amount,
      amount_due: amount,
      amount_paid: amount,
      amount_remaining: 0,
      period_start: next.current_period_start,
      period_end: next.current_period_end,
      payment_intent: intent.id,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata ?? {} },
      },
      lines: {
        object: 'list',
        has_more: false,
        data: [
          {
            id: stripeId('il'),
            object: 'line_item',
            amount,
            currency: price.currency,
            description: `1 × ${price.product_name}`,
            quantity: 1,
            pricing: { price_details: { price: price.id } },
            period: { start: next.current_period_start, end: next.current_period_end },
          },
        ],
      },
      status_transitions: { finalized_at: item.current_period_end, paid_at: item.current_period_end },
      livemode: false,
      metadata: {},
    })
    subscription.items = { object: 'list', data: [next] }
    await stripe.state.put(subscription)
    await stripe.emit('invoice.paid', invoice)
    await stripe.emit('payment_intent.succeeded', intent)
    await stripe.emit('customer.subscription.updated', subscription)
  }
}
