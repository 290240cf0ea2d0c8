import { randomUUID } from 'node:crypto'
import type { RequestHandler } from 'express'
import { parse as parseCookies } from 'cookie'

export const VISITOR_COOKIE = 'vid'
const ONE_YEAR_S = 60 * 60 * 24 * 365

/**
 * Gives every visitor a long-lived anonymous id before the first render, so experiments
 * bucket the server-rendered HTML and the hydrated page the same way.
 */
export const visitorId: RequestHandler = (req, res, next) => {
  const cookies = parseCookies(req.headers.cookie ?? '')
  let id = cookies[VISITOR_COOKIE]
  if (!id || !/^[A-Za-z0-9-]{8,64}$/.test(id)) {
    id = randomUUID()
    // Secure when the visitor came over HTTPS (behind a proxy: as TRUST_PROXY lets us see).
    res.cookie(VISITOR_COOKIE, id, { maxAge: ONE_YEAR_S * 1000, httpOnly: false, sameSite: 'lax', path: '/', secure: req.secure })
    // No id before this request: a new visitor (experiment targeting, server/experiments/visitor-attributes.ts).
    res.locals.firstVisit = true
  }
  res.locals.visitorId = id
  next()
}
