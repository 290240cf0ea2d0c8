import express from 'express'
import type { Request } from 'express'
import { localStripeApi, type RecordedRequest, type StripeFaults } from './api'
import { LocalStripe, type LocalStripeOptions } from './local-stripe'
import { localStripePages } from './pages'

export { LocalStripe, type LocalPrice, type LocalStripeOptions } from './local-stripe'
export type { RecordedRequest } from './api'

/**
 * The local payment provider as one Express app: Stripe's API under /v1 and the hosted
 * pages under /pay. The product mounts it on its own server when no STRIPE_SECRET_KEY is
 * set; tests run it on a port of its own as the fake Stripe API.
 */
export function createLocalStripe(options: LocalStripeOptions & { pagesBaseUrl?: (req: Request) => string; recordRequests?: boolean }) {
  const stripe = new LocalStripe(options)
  const requests: RecordedRequest[] = []
  const faults: StripeFaults = { remaining: 0 }
  const pagesBaseUrl = options.pagesBaseUrl ?? ((req: Request) => `${req.protocol}://${req.get('host')}`)
  const app = express.Router()
  app.use('/v1', localStripeApi(stripe, { pagesBaseUrl, requests: options.recordRequests ? requests : undefined, faults }))
  app.use('/pay', localStripePages(stripe))
  stripe.webhooks.start()
  return {
    stripe,
    app,
    requests,
    /**
     * As a fake of Stripe in tests: the next `count` API calls fail with a 500, or only calls to
     * `path` itself, e.g. '/checkout/sessions' (a create, not a read of one session), so that a
     * background job's call cannot take the outage meant for the test.
     */
    failNextRequests: (count: number, path?: string) => void Object.assign(faults, { remaining: count, path }),
    close: () => stripe.webhooks.stop(),
  }
}
