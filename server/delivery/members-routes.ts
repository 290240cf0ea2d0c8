import express, { Router } from 'express'
import { createLocalReq, type Payload } from 'payload'
import { serverOrigin } from '../../runtime/server-url'
import type { Logger } from '../../runtime/logger'
import { MEMBER_SESSION_COOKIE, MEMBER_SESSION_DAYS, memberSessionToken } from './member-session'
import { hashMemberToken } from './member-token'
import { memberSignInPage } from './member-sign-in-page'
import { MEMBER_TOKEN, redeemMemberLink } from './redeem-member-link'
import { fromTrustedOrigin } from '../origin-check'
import { confirmAddress } from '../sequences/confirm-address'

/**
 * /members/sign-in?token=…: the access e-mail's link, a page with one 'Sign in' button whose
 * POST uses the link once (docs/decisions/073): it sets the members session cookie and goes to
 * /members; refused, it goes to /members with the reason, where the buyer asks for a new link. /members itself is the web app's page (web/members), never indexed.
 */
export function membersRoutes({ payload, logger }: { payload: Payload; logger: Logger }): Router {
  const router = Router()
  router.use('/members', (_req, res, next) => {
    res.set('x-robots-tag', 'noindex, nofollow')
    next()
  })
  // The e-mail's link shows one button: a GET (a mail scanner's, a preview's) never uses it.
  router.get('/members/sign-in', async (req, res, next) => {
    try {
      const token = typeof req.query.token === 'string' ? req.query.token : ''
      res.set('cache-control', 'no-store')
      if (!MEMBER_TOKEN.test(token)) return void res.redirect(303, '/members?link=invalid')
      const offer = await payload.findGlobal({ slug: 'offer', depth: 0, overrideAccess: true }).catch(() => null)
      const heading = offer?.delivery?.page?.heading || 'Your purchases'
      res.type('html').send(memberSignInPage({ token, heading }))
    } catch (error) {
      next(error)
    }
  })
  // The button's POST uses the link once: the members session cookie, then /members.
  router.post('/members/sign-in', express.urlencoded({ extended: false, limit: '2kb' }), async (req, res, next) => {
    try {
      res.set('cache-control', 'no-store')
      // Only our own page signs a browser in (no sign-in forced from another site's form).
      if (!fromTrustedOrigin(req)) return void res.redirect(303, '/members?link=invalid')
      const token = typeof req.body?.token === 'string' ? req.body.token : ''
      const result = await redeemMemberLink(payload, token)
      if (!result.ok) return void res.redirect(303, `/members?link=${result.reason}`)
      logger.info('members session started')
      // A sign-in through the link e-mailed to the address confirms it for the sequences (issue 38);
      // a failure there costs the buyer nothing here.
      await confirmAddress(await createLocalReq({}, payload), { email: result.email, by: 'sign-in' }).catch((error: unknown) =>
        logger.warn({ err: error }, 'sign-in not recorded as the address confirmed'),
      )
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
