import type { RequestHandler } from 'express'
import { parse as parseCookies } from 'cookie'
import { FIRST_SEEN_COOKIE, readFirstSeen } from '../contracts/urgency'
import { mayTrack } from './consent/consent-state'

const ONE_YEAR_MS = 365 * 24 * 3_600_000

/**
 * Notes the visitor's first visit before the first page renders, so a per-visitor countdown
 * runs to one deadline across reloads and pages instead of starting again on every visit
 * (docs/decisions/082). Readable by the page's script: it holds a time, nothing secret. Not without
 * consent (docs/decisions/121): such a visitor's countdown runs from their page's load.
 */
export const firstSeen: RequestHandler = (req, res, next) => {
  if (mayTrack(res) && readFirstSeen(parseCookies(req.headers.cookie ?? '')[FIRST_SEEN_COOKIE]) === null)
    res.cookie(FIRST_SEEN_COOKIE, String(Date.now()), {
      maxAge: ONE_YEAR_MS,
      httpOnly: false,
      sameSite: 'lax',
      path: '/',
      secure: req.secure,
    })
  next()
}
