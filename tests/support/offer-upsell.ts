import { expect } from 'vitest'
import { offerCheckoutBody } from './load-payloads'

/**
 * The $97 order paid on the payment provider's hosted page by a buyer's browser, which then
 * follows the provider's redirect back to /offer/success as a browser does: the upsell proof
 * that return sets (`offer_upsell=…`, docs/decisions/105) is what the buyer's later calls carry.
 */
export type PaidOffer = {
  sessionId: string
  successUrl: string
  /** `offer_upsell=…`, as a browser sends it back; '' when the return set none. */
  proof: string
  /** The Set-Cookie line it came in (its attributes). */
  setCookie: string
}

/** create-checkout for the offer; the hosted page's url and its session id. */
export async function openOfferCheckout(
  base: string,
  email: string,
  { bump = false, headers = {} }: { bump?: boolean; headers?: Record<string, string> } = {},
): Promise<{ url: string; sessionId: string }> {
  const body = offerCheckoutBody(email, 'Ada Buyer')
  const res = await fetch(`${base}/fn/create-checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ ...body, metadata: { ...body.metadata, order_bump_selected: bump } }),
  })
  expect(res.status).toBe(200)
  const { url } = (await res.json()) as { url: string }
  return { url, sessionId: new URL(url).pathname.split('/').pop()! }
}

/** Pays the hosted page with `card` (completing the bank's step when it asks), then comes back. */
export async function payAndReturn(checkoutUrl: string, { card = '4242424242424242' } = {}): Promise<PaidOffer> {
  const sessionId = new URL(checkoutUrl).pathname.split('/').pop()!
  let paid = await fetch(checkoutUrl, {
    method: 'POST',
    body: new URLSearchParams({ cardNumber: card, expiry: '12 / 34', cvc: '123', name: 'Ada Buyer' }),
    redirect: 'manual',
  })
  expect(paid.status).toBe(303)
  if (paid.headers.get('location')!.includes('/pay/authenticate/'))
    paid = await fetch(new URL(paid.headers.get('location')!, checkoutUrl), {
      method: 'POST',
      body: new URLSearchParams({ result: 'complete' }),
      redirect: 'manual',
    })
  const successUrl = new URL(paid.headers.get('location')!, checkoutUrl).href
  expect(successUrl).toContain(`/offer/success?session_id=${sessionId}`)
  const setCookie = await successPageCookie(successUrl)
  return { sessionId, successUrl, proof: setCookie.split(';')[0]!, setCookie }
}

/** GET of the thank-you page as a browser holding `cookie`; the upsell proof it sets (`offer_upsell=…`), or ''. */
export async function openSuccessPage(successUrl: string, cookie = ''): Promise<string> {
  return (await successPageCookie(successUrl, cookie)).split(';')[0]!
}

async function successPageCookie(successUrl: string, cookie = ''): Promise<string> {
  const res = await fetch(successUrl, { headers: cookie ? { cookie } : {}, redirect: 'manual' })
  expect(res.status).toBe(200)
  await res.arrayBuffer()
  return res.headers.getSetCookie().find((line) => line.startsWith('offer_upsell=')) ?? ''
}
