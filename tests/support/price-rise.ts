import { createHmac } from 'node:crypto'
import Stripe from 'stripe'
import { expect } from 'vitest'
import { api, baseUrl } from './api'
import { TEST_PAYLOAD_SECRET } from './server'

/** The seeded rise's new prices (seed/content/price-rise.ts). */
export const RISE = {
  monthly_price: 697,
  monthly_price_id: 'price_professional_monthly_697',
  annual_price: 6970,
  annual_price_id: 'price_professional_annual_6970',
}

export type RiseFields = Record<string, unknown>

/** The published price-rise record as the admin reads it (plan as an id). */
export async function priceRiseNow(): Promise<RiseFields> {
  const res = await api('/api/globals/price-rise?depth=0', { as: 'admin' })
  expect(res.status).toBe(200)
  return res.body
}

/** Publishes the price-rise record with these fields (a write that is not a draft publishes). */
export async function setPriceRise(fields: RiseFields): Promise<void> {
  const res = await api('/api/globals/price-rise', { method: 'POST', as: 'admin', body: { ...fields, _status: 'published' } })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
}

/** Puts back the record as it was found (the suite's server is shared). */
export async function restorePriceRise(found: RiseFields): Promise<void> {
  const { plan, timing, rises_at, timer_hours, monthly_price, monthly_price_id, annual_price, annual_price_id, date_words, timer_words } =
    found
  const planId = plan && typeof plan === 'object' ? (plan as { id: unknown }).id : plan
  await setPriceRise({
    plan: planId ?? null,
    timing,
    rises_at: rises_at ?? null,
    timer_hours,
    monthly_price,
    monthly_price_id,
    annual_price,
    annual_price_id,
    date_words,
    timer_words,
  })
}

/** The seeded Professional plan's id. */
export async function professionalPlanId(): Promise<number | string> {
  const res = await api('/api/plans?where[key][equals]=professional&depth=0', { as: 'admin' })
  return res.body.docs[0].id
}

/** A dated rise of Professional to the seeded new prices. */
export const datedRise = (plan: number | string, at: Date): RiseFields => ({ plan, timing: 'date', rises_at: at.toISOString(), ...RISE })

/** The server's local payment provider through the real stripe SDK (its key derives from the server's secret). */
export function localStripe(): Stripe {
  const key = `sk_local_${createHmac('sha256', TEST_PAYLOAD_SECRET).update('local-payments-api-key').digest('hex').slice(0, 32)}`
  return new Stripe(key, { host: '127.0.0.1', port: Number(new URL(baseUrl()).port), protocol: 'http' })
}

/** The checkout session a create-checkout URL names, as the provider holds it. */
export const sessionOf = (url: string) => localStripe().checkout.sessions.retrieve(url.split('/').pop()!)

/** Pays a hosted checkout page with a card that succeeds. */
export async function payHostedCheckout(url: string): Promise<void> {
  const paid = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
      name: 'Rise Tester',
      email: 'rise@example.com',
    }),
    redirect: 'manual',
  })
  expect(paid.status).toBe(303)
}

/**
 * A customer on a test clock with a monthly subscription at `price`, paid through the provider's
 * hosted page, as Professional (the metadata create-checkout gives a plan's session).
 */
export async function clockSubscriber(price: string, email: string) {
  const stripe = localStripe()
  const clock = await stripe.testHelpers.testClocks.create({ frozen_time: Math.floor(Date.now() / 1000) })
  const customer = await stripe.customers.create({ email, test_clock: clock.id })
  const metadata = { plan: 'professional', billing_period: 'monthly' }
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price, quantity: 1 }],
    success_url: `${baseUrl()}/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${baseUrl()}/pricing`,
    metadata,
    subscription_data: { metadata },
  })
  await payHostedCheckout(session.url!)
  return { clock, customer }
}

/** The renewals the provider charged a customer, in cents. */
export async function renewalsOf(customer: string): Promise<number[]> {
  const invoices = await localStripe().invoices.list({ customer, limit: 20 })
  return invoices.data.filter((invoice) => invoice.billing_reason === 'subscription_cycle').map((invoice) => invoice.amount_paid)
}

/** Deletes the subscription rows the webhooks recorded for these customers (this week's sales count them). */
export async function forgetSubscriptionsOf(customers: string[]): Promise<void> {
  for (const customer of customers) {
    const found = await api(`/api/subscriptions?where[stripe_customer_id][equals]=${customer}&depth=0`, { as: 'admin' })
    for (const doc of found.body.docs ?? []) await api(`/api/subscriptions/${doc.id}`, { method: 'DELETE', as: 'admin' })
  }
}

/** A page's HTML as a person reads it: without the data block the browser hydrates from. */
export async function pageText(path: string): Promise<string> {
  const html = await (await fetch(`${baseUrl()}${path}`)).text()
  return html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<!-- -->/g, '')
}
