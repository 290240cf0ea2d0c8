import { stripeId, type StripeObject, type StripeParams } from './state'

/** The shapes of Stripe objects the local provider builds, and the words it answers with. */

/** A price the provider can charge: from the CMS plans in the product, from a table in tests. */
export type LocalPrice = {
  id: string
  unit_amount: number
  currency: string
  recurring: { interval: 'month' | 'year' } | null
  product_name: string
}

export type LineItem = { price: LocalPrice; quantity: number }
export type Session = StripeObject & { object: 'checkout.session'; mode: 'payment' | 'subscription'; line_items_data: LineItem[] }

export function inlinePrice(data: StripeParams | undefined): LocalPrice | null {
  if (!data || !Number.isInteger(Number(data.unit_amount))) return null
  return {
    id: stripeId('price'),
    unit_amount: Number(data.unit_amount),
    currency: String(data.currency ?? 'usd'),
    recurring: data.recurring?.interval ? { interval: data.recurring.interval } : null,
    product_name: String(data.product_data?.name ?? 'Item'),
  }
}

export function subscriptionItem(price: LocalPrice, start: number) {
  const end = new Date(start * 1000)
  if (price.recurring?.interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1)
  else end.setUTCMonth(end.getUTCMonth() + 1)
  return {
    id: stripeId('si'),
    object: 'subscription_item',
    quantity: 1,
    current_period_start: start,
    current_period_end: Math.floor(end.getTime() / 1000),
    price: {
      id: price.id,
      object: 'price',
      unit_amount: price.unit_amount,
      currency: price.currency,
      recurring: price.recurring,
      nickname: price.product_name,
    },
  }
}

export function successUrl(session: Session): string {
  return String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id)
}

export function declineMessage(code: string): string {
  return code === 'card_declined'
    ? 'Your card was declined.'
    : 'Your card requires authentication. Please complete the payment with your bank.'
}
