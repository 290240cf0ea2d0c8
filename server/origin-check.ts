import type { IncomingMessage } from 'node:http'
import type { RequestHandler } from 'express'
import { ERRORS } from '../contracts/errors'
import { trustedOrigins } from '../runtime/server-url'
import { hasSessionCookie } from './lib/has-session-cookie'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Whether a browser request comes from a page of this product: its Origin is on SERVER_URL's
 * list (runtime/server-url.ts). Without an Origin (an old browser's form, a script outside any
 * browser), Fetch Metadata decides: only a cross-site or same-site page is refused.
 */
export function fromTrustedOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin
  if (origin) return trustedOrigins().includes(origin)
  const site = req.headers['sec-fetch-site']
  return site !== 'cross-site' && site !== 'same-site'
}

/**
 * CSRF: a write that carries the session cookie must come from one of our own pages. A form
 * on another origin (even of the same site, which SameSite=Lax lets the cookie through from)
 * is refused with 403 before Payload or a function sees it (docs/decisions/018). Writes
 * without the cookie carry no one's authority and pass; bearer tokens cannot be forged by a page.
 */
export const refuseForeignOrigins: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method) || !hasSessionCookie(req) || fromTrustedOrigin(req)) return next()
  const { message } = ERRORS.FORBIDDEN
  res.status(403).json({ errors: [{ message }], error: message, code: 'FORBIDDEN' })
}

/** socket.io: a connection that signs in with the session cookie must come from our pages too. */
export const cookieConnectionAllowed = (req: IncomingMessage) => !hasSessionCookie(req) || fromTrustedOrigin(req)
