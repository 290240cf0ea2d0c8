import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { api, baseUrl, outboxMails } from '../support/api'
import { inDatabase } from '../support/database-rows'
import { openOfferCheckout, openSuccessPage, payAndReturn, type PaidOffer } from '../support/offer-upsell'

/**
 * Issue 38.1: the one-click upsell belongs to the browser that paid, for a short while, once
 * (docs/decisions/105). The buyer here is a fetch that follows the local payment provider's
 * redirect back to /offer/success, as the buyer's browser does; the stranger holds the same
 * thank-you URL (browser history, a shared screenshot) and nothing else.
 */
type Order = Record<string, any>
const PRODUCT = 'implementation_accelerator'
const ORDER_NUMBER = /^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/

const buyerEmail = () => `upsell-proof-${randomUUID()}@example.org`

const orderOf = async (sessionId: string): Promise<Order> =>
  (await api(`/api/orders?where[checkout_session_id][equals]=${sessionId}&depth=0`, { as: 'admin' })).body.docs[0]

/** The order once `ready` says so (the provider's webhook arrives after the redirect). */
async function orderWhen(sessionId: string, ready: (order: Order) => boolean): Promise<Order> {
  let order: Order = {}
  await expect.poll(async () => ready((order = await orderOf(sessionId))), { timeout: 20_000, interval: 200 }).toBe(true)
  return order
}

/** A paid order, back on the thank-you page with the paying browser's proof, webhook recorded. */
async function paidOffer(email: string): Promise<PaidOffer & { order: Order }> {
  const paid = await payAndReturn((await openOfferCheckout(baseUrl(), email)).url)
  expect(paid.proof).toMatch(/^offer_upsell=/)
  return { ...paid, order: await orderWhen(paid.sessionId, (found) => found?.status === 'paid') }
}

const fn = (name: string, body: Record<string, unknown>, cookie = '') =>
  api(`/fn/${name}`, { method: 'POST', body, headers: cookie ? { cookie } : {} })
const upsell = (paid: PaidOffer, email: string, decision: 'accept' | 'decline', cookie = paid.proof) =>
  fn('process-one-click-upsell', { email, product: PRODUCT, session_id: paid.sessionId, decision }, cookie)

/** Puts the order's payment and the buyer's return `minutes` in the past, on the database itself. */
async function paidMinutesAgo(sessionId: string, minutes: number) {
  const then = new Date(Date.now() - minutes * 60_000).toISOString()
  await inDatabase([
    { sql: 'update orders set paid_at = ?, upsell_offered_at = ? where checkout_session_id = ?', params: [then, then, sessionId] },
  ])
}

/** No charge for the upsell reached the order (a webhook of one would have arrived by now). */
async function expectNoUpsellCharge(sessionId: string) {
  await new Promise((resolve) => setTimeout(resolve, 500))
  expect(await orderOf(sessionId)).toMatchObject({ upsell_amount: 0, upsell_payment_intent_id: null, total: 97 })
}

describe('the upsell belongs to the browser that paid (issue 38)', () => {
  it('the session id alone sees a masked address, no order number, and charges nothing; the paying browser sees all and accepts', async () => {
    const email = buyerEmail()
    const paid = await paidOffer(email)
    expect(paid.setCookie).toMatch(/; HttpOnly/i)
    expect(paid.setCookie).toMatch(/; SameSite=Lax/i)
    expect(paid.setCookie).toMatch(/; Path=\//)
    // It ends with the window: the 10-minute countdown plus a minute's grace.
    const maxAge = Number(/Max-Age=(\d+)/i.exec(paid.setCookie)?.[1])
    expect(maxAge).toBeGreaterThan(10 * 60)
    expect(maxAge).toBeLessThanOrEqual(11 * 60)

    // The same URL opened again (history, a screenshot) gets no proof: the return gave it once.
    expect(await openSuccessPage(paid.successUrl)).toBe('')
    const seen = await fn('get-offer-order', { session_id: paid.sessionId })
    expect(seen.body.order).toMatchObject({ email: 'u•••@example.org', number: null, upsell_seconds_left: null, total: 97 })
    const tampered = paid.proof.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))
    for (const cookie of ['', tampered, `offer_upsell=${randomUUID()}`]) {
      expect((await upsell(paid, email, 'accept', cookie)).status).toBe(403)
      expect((await upsell(paid, email, 'decline', cookie)).status).toBe(403)
    }
    await expectNoUpsellCharge(paid.sessionId)

    const own = (await fn('get-offer-order', { session_id: paid.sessionId }, paid.proof)).body.order
    expect(own.email).toBe(email)
    expect(own.upsell_seconds_left).toBeGreaterThan(9 * 60)
    expect(own.upsell_seconds_left).toBeLessThanOrEqual(10 * 60)
    // The order number is a random code on the order, never its database id.
    expect(own.number).toMatch(ORDER_NUMBER)
    expect(own.number).toBe(paid.order.number)
    expect((await upsell(paid, email, 'accept')).body).toEqual({ status: 'accepted' })
    await orderWhen(paid.sessionId, (found) => found.upsell_amount === 297)

    // The receipts quote the same number.
    await expect
      .poll(() => outboxMails().filter((mail) => mail.to === email && mail.subject.startsWith('Your receipt')).length, { timeout: 20_000 })
      .toBe(2)
    for (const mail of outboxMails().filter((found) => found.to === email && found.subject.startsWith('Your receipt'))) {
      expect(mail.subject).toContain(`order ${own.number},`)
      expect(mail.text).toContain(`receipt for order ${own.number}:`)
    }
  })

  it('takes no accept after a decline, from the paying browser or anyone', async () => {
    const email = buyerEmail()
    const paid = await paidOffer(email)
    expect((await upsell(paid, email, 'decline')).body).toEqual({ status: 'declined' })
    const late = await upsell(paid, email, 'accept')
    expect(late.status).toBe(410)
    expect(late.body.error).toBe('This offer has ended. Nothing was charged.')
    expect((await upsell(paid, email, 'accept', '')).status).toBe(403)
    expect((await upsell(paid, email, 'decline')).body).toEqual({ status: 'declined' })
    expect(await orderOf(paid.sessionId)).toMatchObject({ upsell_status: 'declined', upsell_decision: 'decline' })
    await expectNoUpsellCharge(paid.sessionId)
  })

  it('takes an accept during the grace after the countdown, and none after it', async () => {
    const offer = (await api('/api/globals/offer?depth=0')).body
    const minutes = offer.success.upsell.countdown_minutes as number
    const [inGrace, late] = await Promise.all([paidOffer(buyerEmail()), paidOffer(buyerEmail())])
    // Half a minute past the countdown: the page shows no offer any more, but a press that left in time counts.
    await paidMinutesAgo(inGrace.sessionId, minutes + 0.5)
    expect((await fn('get-offer-order', { session_id: inGrace.sessionId }, inGrace.proof)).body.order.upsell_seconds_left).toBeNull()
    expect((await upsell(inGrace, inGrace.order.email, 'accept')).body).toEqual({ status: 'accepted' })
    // Past the grace: closed, though the browser still holds its proof.
    await paidMinutesAgo(late.sessionId, minutes + 1.5)
    const refused = await upsell(late, late.order.email, 'accept')
    expect(refused.status).toBe(410)
    await expectNoUpsellCharge(late.sessionId)
    expect(await orderOf(late.sessionId)).toMatchObject({ upsell_status: 'offered', upsell_decision: null })
  })

  it('keeps exactly one answer when an accept and a decline arrive at the same moment; a decline that wins charges nothing', async () => {
    const orders = await Promise.all([0, 1, 2, 3].map(() => paidOffer(buyerEmail())))
    const rounds = await Promise.all(
      orders.map(async (paid) => {
        const [accept, decline] = await Promise.all([upsell(paid, paid.order.email, 'accept'), upsell(paid, paid.order.email, 'decline')])
        const accepted = accept.body.status === 'accepted'
        const declined = decline.body.status === 'declined'
        return { paid, accepted, declined, statuses: [accept.status, decline.status] }
      }),
    )
    for (const { accepted, declined, statuses } of rounds) {
      expect([accepted, declined], JSON.stringify(statuses)).toContain(true)
      expect(accepted && declined).toBe(false)
    }
    await Promise.all(
      rounds.map(async ({ paid, accepted }) => {
        if (accepted) {
          const order = await orderWhen(paid.sessionId, (found) => found.upsell_amount === 297)
          expect(order).toMatchObject({ upsell_status: 'accepted', upsell_decision: 'accept' })
        } else {
          expect(await orderOf(paid.sessionId)).toMatchObject({ upsell_status: 'declined', upsell_decision: 'decline' })
          await expectNoUpsellCharge(paid.sessionId)
        }
      }),
    )
  })
})
