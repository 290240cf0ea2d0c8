import { Router, type Request, type Response } from 'express'
import { createLocalReq, type Payload } from 'payload'
import type { Logger } from '../../runtime/logger'
import { readEmailLink, type EmailLink } from './email-link-token'
import { recordEmailClick } from './record-email-click'
import { suppressAddress } from './suppress-address'
import { unsubscribedPage, unsubscribePage } from './unsubscribe-page'

// A transparent 1×1 GIF: the open pixel's answer.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

/**
 * The sequence e-mails' signed links (docs/decisions/092): unsubscribe (RFC 8058's one-click
 * POST, or its page's button), the click redirect and the open pixel. A token that was not
 * signed here, or was changed, gets 400: nothing is recorded and nobody is redirected anywhere.
 */
export function emailRoutes({ payload, logger }: { payload: Payload; logger: Logger }): Router {
  const router = Router()
  const link = <K extends EmailLink['k']>(req: Request, res: Response, kind: K): Extract<EmailLink, { k: K }> | null => {
    res.set('cache-control', 'no-store').set('x-robots-tag', 'noindex, nofollow')
    const found = readEmailLink(payload.secret, String(req.params.token ?? ''))
    if (found?.k === kind) return found as Extract<EmailLink, { k: K }>
    res.status(400).type('text/plain').send('This link is not valid.')
    return null
  }
  const localReq = () => createLocalReq({}, payload)

  router.get('/email/unsubscribe/:token', (req, res) => {
    const found = link(req, res, 'unsubscribe')
    if (found) res.type('html').send(unsubscribePage(found.e))
  })
  // A mail client's one-click POST (no session, no page) and the page's button alike.
  router.post('/email/unsubscribe/:token', async (req, res, next) => {
    try {
      const found = link(req, res, 'unsubscribe')
      if (!found) return
      await suppressAddress(await localReq(), { email: found.e, sendId: found.s })
      logger.info({ send: found.s }, 'sequence e-mail address unsubscribed')
      res.type('html').send(unsubscribedPage(found.e))
    } catch (error) {
      next(error)
    }
  })
  router.get('/email/click/:token', async (req, res, next) => {
    try {
      const found = link(req, res, 'click')
      if (!found) return
      // An e-mail in a subject test: the click counts for the recipient the test assigned, whichever browser opens it.
      const visitorId = found.v ?? (typeof res.locals.visitorId === 'string' ? res.locals.visitorId : undefined)
      await recordEmailClick(await localReq(), { sendId: found.s, target: found.u, visitorId })
      res.redirect(302, found.u)
    } catch (error) {
      next(error)
    }
  })
  router.get('/email/open/:token', async (req, res, next) => {
    try {
      const found = link(req, res, 'open')
      if (!found) return
      await payload
        .update({
          collection: 'sequence-sends',
          where: { and: [{ id: { equals: found.s } }, { opened_at: { exists: false } }] },
          data: { opened_at: new Date().toISOString() },
          depth: 0,
          overrideAccess: true,
        })
        .catch(() => undefined)
      res.type('image/gif').send(PIXEL)
    } catch (error) {
      next(error)
    }
  })
  return router
}
