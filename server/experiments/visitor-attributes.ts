import type { Request, Response } from 'express'
import { parse as parseCookies } from 'cookie'
import { TARGETING_ATTRIBUTES } from '../../experiments/controls'

/** The visit's facts the first page learned (new visitor, landing utm_source), for the pages after it. */
export const VISIT_COOKIE = 'vvisit'

const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|Opera Mini/i

/**
 * The targeting attributes of a request (experiments/controls.ts): the device from the
 * User-Agent, the utm_source of the landing URL and whether the visitor had no visitor id
 * before this visit (server/visitor-id.ts). The last two hold for the whole visit through a
 * session cookie, so a visitor does not leave a targeted experiment on their second page.
 * The browser's GrowthBook gets the same attributes with the page (assignment.attributes).
 */
export function visitorAttributes(req: Request, res?: Response): Record<string, string | boolean> {
  const cookies = parseCookies(req.headers.cookie ?? '')
  const visit = new URLSearchParams(cookies[VISIT_COOKIE] ?? '')
  const landingUtm = typeof req.query?.utm_source === 'string' ? req.query.utm_source.trim().toLowerCase().slice(0, 100) : ''
  const newVisitor = res?.locals.firstVisit === true || visit.get('new') === '1'
  const utmSource = visit.get('utm') || landingUtm
  if (res && !res.headersSent && ((landingUtm && !visit.get('utm')) || (res.locals.firstVisit === true && !visit.get('new')))) {
    const next = new URLSearchParams()
    if (newVisitor) next.set('new', '1')
    if (utmSource) next.set('utm', utmSource)
    // A session cookie: the visit ends with the browser session.
    res.cookie(VISIT_COOKIE, next.toString(), { httpOnly: false, sameSite: 'lax', path: '/', secure: req.secure })
  }
  return {
    [TARGETING_ATTRIBUTES.device]: MOBILE_AGENT.test(req.headers['user-agent'] ?? '') ? 'mobile' : 'desktop',
    [TARGETING_ATTRIBUTES.utmSource]: utmSource,
    [TARGETING_ATTRIBUTES.newVisitor]: newVisitor,
  }
}
