import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import { isStaffUser } from '../../collections/access/roles'
import { userFromRequest } from './user-from-request'
import { hasSessionCookie } from '../lib/has-session-cookie'

const ADMIN_PAGE = /^\/admin(\/|$)/
/** Signing out stays possible from the admin's own page. */
const SIGN_OUT = /^\/admin\/logout(\/|$)/
/** Staff-only views that refuse other users with a 403 (issues 19 and 20), not a trip home. */
const REFUSING_VIEW = /^\/admin\/(analytics|copy-lab)(\/|$)/

const FORBIDDEN_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not allowed</title></head>
<body><main><h1>Not allowed</h1><p>This page is for the team's marketers, analysts and admins.</p>
<p><a href="/app">Go to your workspace</a></p></main></body></html>`

/**
 * The admin is for staff: a signed-in agency, vendor or client user who opens an /admin page
 * goes to their workspace (/app) instead of the admin's chrome with "Not authenticated"; the
 * views in REFUSING_VIEW answer them 403. Payload's own access.admin still guards the admin
 * and its API; this only keeps other users out of its pages.
 */
export function adminForStaff(payload: Payload): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !ADMIN_PAGE.test(req.path) || SIGN_OUT.test(req.path)) return next()
    const refusing = REFUSING_VIEW.test(req.path)
    // A bearer token counts on a refusing view too: its 403 must not depend on how one signs in.
    const authorization = refusing ? req.headers.authorization : undefined
    if (!hasSessionCookie(req) && !authorization) return next()
    // The request's own headers: Payload believes the cookie only beside Origin / Sec-Fetch-Site.
    userFromRequest(payload, { ...req.headers, authorization }).then((user) => {
      if (user && !isStaffUser(user)) {
        if (refusing) return res.status(403).type('html').send(FORBIDDEN_PAGE)
        return res.redirect(302, '/app')
      }
      next()
    }, next)
  }
}
