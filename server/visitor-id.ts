import { randomUUID } from 'node:crypto'
import type { Request, RequestHandler, Response } from 'express'
import { parse as parseCookies } from 'cookie'
import { readVisitorId, signVisitorId } from './visitor-token'
import { mayTrack } from './consent/consent-state'

export const VISITOR_COOKIE = 'vid'
const ONE_YEAR_S = 60 * 60 * 24 * 365

/**
 * Gives every visitor a long-lived anonymous id before the first render, so experiments
 * bucket the server-rendered HTML and the hydrated page the same way. The id is the server's:
 * the cookie carries it signed (server/visitor-token.ts, docs/decisions/109). A cookie the
 * server did not sign (an old unsigned one, a made-up or changed id) starts a new visitor, and
 * `res.locals.visitorVerified` stays false for the request, so what it sends under that id
 * counts toward no experiment (server/analytics/exposure-verdicts.ts).
 */
export function visitorId(secret: string): RequestHandler {
  return (req, res, next) => {
    // No consent (server/consent, docs/decisions/121): no id, neither read nor issued; what the
    // visitor sends is stored under none.
    if (!mayTrack(res)) {
      res.locals.visitorId = ''
      res.locals.visitorVerified = false
      return next()
    }
    const sent = parseCookies(req.headers.cookie ?? '')[VISITOR_COOKIE]
    const id = readVisitorId(secret, sent)
    if (id) {
      res.locals.visitorId = id
      res.locals.visitorVerified = true
    } else {
      issueVisitorId(req, res, secret)
      // No id at all before this request: a new visitor (experiment targeting,
      // server/experiments/visitor-attributes.ts). An old or forged cookie is not a first visit.
      if (!sent) res.locals.firstVisit = true
    }
    next()
  }
}

/**
 * The one place a visitor id is made and its cookie set: whatever later withholds the cookie
 * (consent) decides here. httpOnly: the browser reads its id from the page's data, never the cookie.
 */
export function issueVisitorId(req: Request, res: Response, secret: string): string {
  const id = randomUUID()
  // Secure when the visitor came over HTTPS (behind a proxy: as TRUST_PROXY lets us see).
  res.cookie(VISITOR_COOKIE, signVisitorId(secret, id), {
    maxAge: ONE_YEAR_S * 1000,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: req.secure,
  })
  res.locals.visitorId = id
  res.locals.visitorVerified = false
  return id
}
