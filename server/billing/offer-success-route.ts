import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import type { Logger } from '../../runtime/logger'
import { serverOrigin } from '../../runtime/server-url'
import { issueUpsellProof } from './issue-upsell-proof'
import type { PaymentProvider } from './payment-provider'
import { readUpsellProof, signUpsellProof, UPSELL_PROOF_COOKIE } from './upsell-proof'

const SESSION_ID = /^[\w-]{1,200}$/

/**
 * GET /offer/success, before the page renders: where Stripe's success_url and the local
 * provider's redirect bring the paying browser back. That browser gets the upsell proof
 * (./upsell-proof.ts), httpOnly and SameSite=Lax, ending with the offer's window; a browser
 * that already holds it keeps it. The page renders whatever happens here.
 */
export function offerSuccessProof({
  payload,
  payments,
  logger,
}: {
  payload: Payload
  payments: PaymentProvider
  logger: Logger
}): RequestHandler {
  return (req, res, next) => {
    const sessionId = typeof req.query.session_id === 'string' ? req.query.session_id : ''
    if (!SESSION_ID.test(sessionId) || readUpsellProof(payload.secret, req.headers, sessionId)) return next()
    issueUpsellProof({ payload, payments, logger }, sessionId)
      .then((proof) => {
        if (proof)
          res.cookie(UPSELL_PROOF_COOKIE, signUpsellProof(payload.secret, proof), {
            httpOnly: true,
            sameSite: 'lax',
            secure: serverOrigin()?.startsWith('https:') ?? false,
            path: '/',
            maxAge: Math.max(0, proof.expiresAt - Date.now()),
          })
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'offer success: no upsell proof'))
      .finally(() => next())
  }
}
