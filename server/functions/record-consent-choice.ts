import { parse as parseCookies } from 'cookie'
import { CONSENT_COOKIE, CONSENT_MAX_AGE_S, consentCookieValue } from '../../contracts/consent'
import { FIRST_SEEN_COOKIE } from '../../contracts/urgency'
import { STICKY_COOKIE_PREFIX } from '../../contracts/sticky-bucket-cookie'
import { VISIT_COOKIE } from '../experiments/visitor-attributes'
import { VISITOR_COOKIE } from '../visitor-id'
import { defineFunction } from './types'

/** The cookies that measure a visitor: gone with a reject, as if never set. */
const MEASURING_COOKIES = [VISITOR_COOKIE, FIRST_SEEN_COOKIE, VISIT_COOKIE]

/**
 * record-consent-choice (issue 39.5, docs/decisions/121): the visitor's answer to the cookie
 * banner. It is remembered in the consent cookie (the answer and the banner version, no id) and
 * recorded in consent-choices with its time and version. A reject also drops the cookies an
 * earlier accept set; an accept takes effect from the next page the server renders.
 */
export const recordConsentChoice = defineFunction('record-consent-choice', {
  auth: 'public',
  handler: async ({ choice, version }, { payload, req }) => {
    await payload.create({
      collection: 'consent-choices',
      data: { choice, banner_version: version, chosen_at: new Date().toISOString() },
      depth: 0,
      overrideAccess: false,
      context: { via: 'record-consent-choice' },
    })
    const res = req.res!
    const options = { path: '/', sameSite: 'lax' as const, secure: req.secure }
    res.cookie(CONSENT_COOKIE, consentCookieValue(choice, version), { ...options, maxAge: CONSENT_MAX_AGE_S * 1000, httpOnly: true })
    if (choice === 'rejected') {
      const sent = Object.keys(parseCookies(req.headers.cookie ?? ''))
      for (const name of [...MEASURING_COOKIES, ...sent.filter((name) => name.startsWith(STICKY_COOKIE_PREFIX))])
        if (sent.includes(name)) res.clearCookie(name, options)
    }
    return { choice }
  },
})
