import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import { isStaffUser } from '../../collections/access/roles'
import { userFromRequest } from './user-from-request'

const ADMIN_PAGE = /^\/admin(\/|$)/
/** Signing out stays possible from the admin's own page. */
const SIGN_OUT = /^\/admin\/logout(\/|$)/

/**
 * The admin is for staff: a signed-in agency, vendor or client user who opens an /admin page
 * goes to their workspace (/app) instead of the admin's chrome with "Not authenticated".
 * Payload's own access.admin still guards the admin and its API; this only sends people home.
 */
export function adminForStaff(payload: Payload): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !ADMIN_PAGE.test(req.path) || SIGN_OUT.test(req.path)) return next()
    if (!req.headers.cookie?.includes('payload-token=')) return next()
    userFromRequest(payload, { cookie: req.headers.cookie }).then((user) => {
      if (user && !isStaffUser(user)) return res.redirect(302, '/app')
      next()
    }, next)
  }
}
