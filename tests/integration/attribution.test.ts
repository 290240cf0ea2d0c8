import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { api } from '../support/api'
import { leadModalBody, offerCheckoutBody } from '../support/load-payloads'
import { payAndReturn } from '../support/offer-upsell'
import { visitorCookie } from '../support/visitor'

/**
 * Issue 19's attribution data: a lead captured, then a checkout that names it (create-checkout's
 * leadId) and paid on the local payment provider's hosted page. The payment, the subscription
 * and the order keep the visitor (the vid cookie of the checkout) and the lead; each payment says
 * what it bought. A lead id that names no lead is left out.
 */
type Doc = Record<string, any>

const buyerEmail = () => `attribution-${randomUUID()}@example.com`
const asVisitor = (visitor: string) => ({ cookie: visitorCookie(visitor) })

async function captureLead(visitor: string): Promise<string> {
  const res = await api('/fn/create-lead', {
    method: 'POST',
    body: leadModalBody(buyerEmail()),
    headers: asVisitor(visitor),
  })
  expect(res.status).toBe(200)
  return res.body.leadId as string
}

async function checkout(visitor: string, body: Record<string, unknown>): Promise<string> {
  const res = await api('/fn/create-checkout', { method: 'POST', body, headers: asVisitor(visitor) })
  expect(res.status).toBe(200)
  return res.body.url as string
}

/** Pays on the hosted page with a card that needs no bank step. */
async function pay(url: string) {
  const paid = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12 / 34', cvc: '123', name: 'Ada Buyer' }),
    redirect: 'manual',
  })
  expect(paid.status).toBe(303)
}

/** The rows of a collection with this visitor, once `ready` says they are all there. */
async function rowsOf(collection: string, visitor: string, ready: (docs: Doc[]) => boolean): Promise<Doc[]> {
  let docs: Doc[] = []
  await expect
    .poll(
      async () => {
        const res = await api(`/api/${collection}?where[visitor_id][equals]=${visitor}&depth=0&limit=20&sort=createdAt`, { as: 'admin' })
        docs = res.body.docs as Doc[]
        return ready(docs)
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(true)
  return docs
}

const idOf = (value: unknown) => String(typeof value === 'object' && value ? (value as { id: unknown }).id : value)

describe('attribution of payments, subscriptions and orders', () => {
  it('keeps the visitor and the lead on a plain subscription and its payment (kind plan)', async () => {
    const visitor = randomUUID()
    const leadId = await captureLead(visitor)
    await pay(await checkout(visitor, { priceId: 'price_professional_monthly', billingPeriod: 'monthly', email: buyerEmail(), leadId }))

    const [subscription] = await rowsOf('subscriptions', visitor, (docs) => docs.length === 1)
    expect(idOf(subscription!.lead)).toBe(leadId)
    const payments = await rowsOf('payments', visitor, (docs) => docs.length >= 1 && docs.every((doc) => doc.lead != null))
    for (const payment of payments) {
      expect(payment).toMatchObject({ kind: 'plan', visitor_id: visitor, status: 'succeeded' })
      expect(idOf(payment.lead)).toBe(leadId)
    }
  })

  it('keeps the visitor and the lead on the offer order, its payment (kind offer) and the upsell payment (kind upsell)', async () => {
    const visitor = randomUUID()
    const leadId = await captureLead(visitor)
    const email = buyerEmail()
    const url = await checkout(visitor, { ...offerCheckoutBody(email, 'Ada Buyer'), leadId })
    const { sessionId, proof } = await payAndReturn(url)

    const [order] = await rowsOf('orders', visitor, (docs) => docs.length === 1 && docs[0]!.status === 'paid')
    expect(idOf(order!.lead)).toBe(leadId)
    const [base] = await rowsOf('payments', visitor, (docs) => docs.length === 1)
    expect(base).toMatchObject({ kind: 'offer', visitor_id: visitor })
    expect(idOf(base!.lead)).toBe(leadId)

    // The upsell is accepted from a request without the visitor's cookie (only the upsell proof): its payment is still the order's visitor's.
    const upsell = await api('/fn/process-one-click-upsell', {
      method: 'POST',
      body: { email, product: 'implementation_accelerator', session_id: sessionId },
      headers: { cookie: proof },
    })
    expect(upsell.body).toEqual({ status: 'accepted' })
    const payments = await rowsOf('payments', visitor, (docs) => docs.length === 2)
    const upsellPayment = payments.find((payment) => payment.kind === 'upsell')
    expect(upsellPayment).toMatchObject({ visitor_id: visitor, amount: 297 })
    expect(idOf(upsellPayment!.lead)).toBe(leadId)
  })

  it('leaves out a lead id that names no lead, and keeps the visitor', async () => {
    const visitor = randomUUID()
    await pay(
      await checkout(visitor, { priceId: 'price_starter_monthly', billingPeriod: 'monthly', email: buyerEmail(), leadId: '987654321' }),
    )
    const [subscription] = await rowsOf('subscriptions', visitor, (docs) => docs.length === 1)
    expect(subscription!.lead ?? null).toBeNull()
    const payments = await rowsOf('payments', visitor, (docs) => docs.length >= 1)
    for (const payment of payments) {
      expect(payment).toMatchObject({ kind: 'plan', visitor_id: visitor })
      expect(payment.lead ?? null).toBeNull()
    }

    const offerVisitor = randomUUID()
    const email = buyerEmail()
    await pay(await checkout(offerVisitor, { ...offerCheckoutBody(email, 'Ada Buyer'), leadId: 'not-a-lead' }))
    const [order] = await rowsOf('orders', offerVisitor, (docs) => docs.length === 1 && docs[0]!.status === 'paid')
    expect(order!.lead ?? null).toBeNull()
    const [payment] = await rowsOf('payments', offerVisitor, (docs) => docs.length === 1)
    expect(payment).toMatchObject({ kind: 'offer', visitor_id: offerVisitor })
    expect(payment!.lead ?? null).toBeNull()
  })
})
