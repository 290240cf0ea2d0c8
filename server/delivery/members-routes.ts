import { Router } from 'express'
import type { Payload } from 'payload'
import { serverOrigin } from '../../cms/server-url'
import type { Logger } from '../logger'
import { MEMBER_SESSION_COOKIE, MEMBER_SESSION_DAYS, memberSessionToken } from './member-session'
import { hashMemberToken } from './member-token'
import { redeemMemberLink } from './redeem-member-link'

/**
 * /members/sign-in?token=…: the access e-mail's link. Used once, it sets the members session
 * cookie and goes to /members; refused, it goes to /members with the reason, where the buyer
 * asks for a new link. /members itself is the web app's page (web/members), never indexed.
 */
export function membersRoutes({ payload, logger }: { payload: Payload; logger: Logger }): Router {
  const router = Router()
  router.use('/members', (_req, res, next) => {
    res.set('x-robots-tag', 'noindex, nofollow')
    next()
  })
  router.get('/members/sign-in', async (req, res, next) => {
    try {
      const token = typeof req.query.token === 'string' ? req.query.token : ''
      const result = await redeemMemberLink(payload, token)
      res.set('cache-control', 'no-store')
      if (!result.ok) return void res.redirect(303, `/members?link=${result.reason}`)
      logger.info('members session started')
      res.cookie(MEMBER_SESSION_COOKIE, result.sessionToken, {
        httpOnly: true,
        sameSite: 'lax',
        secure: serverOrigin()?.startsWith('https:') ?? false,
        path: '/',
        maxAge: MEMBER_SESSION_DAYS * 86_400_000,
      })
      res.redirect(303, '/members')
    } catch (error) {
      next(error)
    }
  })
  // 'Sign out' (a plain form: no script needed): the session ends here, not only in this browser.
  router.post('/members/sign-out', async (req, res, next) => {
    try {
      const token = memberSessionToken(req.headers)
      if (token)
        await payload.delete({
          collection: 'member-sessions',
          where: { token_hash: { equals: hashMemberToken(token) } },
          overrideAccess: true,
        })
      res.clearCookie(MEMBER_SESSION_COOKIE, { path: '/' })
      res.redirect(303, '/members')
    } catch (error) {
      next(error)
    }
  })
  return router
}
