import { timingSafeEqual } from 'node:crypto'
import { parse as parseCookies } from 'cookie'
import type { IncomingHttpHeaders } from 'node:http'
import { derivedSecret } from '../idempotency/seal'

/**
 * The paying browser's proof that the upsell is its own (docs/decisions/105): an httpOnly
 * cookie the success page's route sets once, when the buyer comes back from the payment. It
 * names the checkout session and the order, and ends with the offer's window; signed under the
 * server's secret (a key of its own), so neither can be changed or made up.
 */
export const UPSELL_PROOF_COOKIE = 'offer_upsell'

export type UpsellProof = { sessionId: string; orderId: string; expiresAt: number }

const USE = 'offer upsell proof'

export function signUpsellProof(secret: string, proof: UpsellProof): string {
  const body = Buffer.from(JSON.stringify([proof.sessionId, proof.orderId, proof.expiresAt])).toString('base64url')
  return `${body}.${derivedSecret(secret, USE, body)}`
}

/** The proof this request's cookie holds for `sessionId`, or null: none, another session's, changed, or past its end. */
export function readUpsellProof(secret: string, headers: IncomingHttpHeaders, sessionId: string, now = Date.now()): UpsellProof | null {
  const value = parseCookies(headers.cookie ?? '')[UPSELL_PROOF_COOKIE]
  const [body, signature, extra] = (value ?? '').split('.')
  if (!body || !signature || extra !== undefined) return null
  const expected = Buffer.from(derivedSecret(secret, USE, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const [session, order, expiresAt] = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown[]
    if (typeof session !== 'string' || typeof order !== 'string' || typeof expiresAt !== 'number') return null
    if (session !== sessionId || expiresAt <= now) return null
    return { sessionId: session, orderId: order, expiresAt }
  } catch {
    return null
  }
}
