import express, { type NextFunction, type Request, type Response, Router } from 'express'
import qs from 'qs'
import { type LocalStripe, StripeApiError } from './local-stripe'
import type { StripeObject, StripeParams } from './state'
import { takeTurn } from '../../../idempotency/take-turn'
import { chargeById } from './charges'
import { invoiceById } from './invoices'
import { advanceTestClock, createTestClock, testClock } from './test-clocks'

/** One request the SDK made, for tests that check what the server asked of Stripe. */
/** A test's outage: the next `remaining` calls fail, or only those to `path` itself (not its objects). */
export type StripeFaults = { remaining: number; path?: string }

export type RecordedRequest = { method: string; path: string; body: StripeParams; idempotencyKey?: string }

const list = (data: StripeObject[], url: string) => ({ object: 'list', data, has_more: false, url })

/** A list cut at `limit` (Stripe's default 10, at most 100), newest first as the store keeps it. */
const page = (data: StripeObject[], url: string, limit: unknown) => {
  const size = Math.min(Math.max(Number(limit) || 10, 1), 100)
  return { object: 'list', data: data.slice(0, size), has_more: data.length > size, url }
}

/** How long a node may take to answer an idempotent request before another node may run it. */
const IDEMPOTENCY_LEASE_MS = 60_000

/**
 * Stripe's HTTP API (`/v1/…`, form-encoded bodies, `{ error }` answers), as far as the funnel
 * uses it. The real `stripe` SDK, pointed here with its host/port/protocol options, cannot
 * tell it from Stripe for these calls.
 */
export function localStripeApi(
  stripe: LocalStripe,
  { pagesBaseUrl, requests, faults }: { pagesBaseUrl: (req: Request) => string; requests?: RecordedRequest[]; faults?: StripeFaults },
): Router {
  const router = Router()
  // Stripe's bracket notation (line_items[0][price]) is what qs's extended mode reads.
  router.use(express.urlencoded({ extended: true, limit: '1mb', parameterLimit: 2000 }))

  router.use((req, res, next) => {
    if (req.headers.authorization !== `Bearer ${stripe.options.secretKey}`)
      return void res.status(401).json({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
    // GET parameters use the same bracket notation as bodies (expand[0]=subscription).
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : ''
    const body = (req.method === 'GET' || req.method === 'DELETE' ? qs.parse(query) : req.body) as StripeParams
    const idempotencyKey = req.get('idempotency-key') ?? undefined
    requests?.push({ method: req.method, path: req.path, body: body ?? {}, idempotencyKey })
    // A test's outage: Stripe answers 500 and tells the SDK not to retry.
    if (faults && faults.remaining > 0 && (!faults.path || req.path === faults.path)) {
      faults.remaining--
      return void res
        .status(500)
        .set('stripe-should-retry', 'false')
        .json({ error: { type: 'api_error', message: 'Stripe is unavailable (simulated outage)' } })
    }
    res.locals.body = body ?? {}
    // A retried POST with the same key gets the first answer again, as at Stripe, whichever
    // node it reaches; one that arrives while the first is still running waits for its answer.
    if (req.method === 'POST' && idempotencyKey) {
      replayOrRun(`idempotency:${req.path}:${idempotencyKey}`, res, next).catch(next)
      return
    }
    next()
  })

  async function replayOrRun(subject: string, res: Response, next: NextFunction) {
    const turn = await takeTurn(stripe.state, subject, { leaseMs: IDEMPOTENCY_LEASE_MS, waitMs: IDEMPOTENCY_LEASE_MS })
    if ('answer' in turn) {
      const earlier = turn.answer as { status: number; body: unknown }
      return void res.status(earlier.status).set('idempotent-replayed', 'true').json(earlier.body)
    }
    if ('busy' in turn)
      return void res.status(409).json({
        error: {
          type: 'idempotency_error',
          code: 'idempotency_key_in_use',
          message: 'There is currently another in-progress request using this Idempotent Key.',
        },
      })
    const json = res.json.bind(res)
    // The answer is kept before it is sent, so a retry after it never runs the call again.
    res.json = (payload: unknown) => {
      stripe.state
        .settle(turn.claim, { status: res.statusCode, body: payload })
        .then(() => json(payload))
        .catch((error: unknown) => {
          stripe.options.onError?.(error)
          res.status(500).set('stripe-should-retry', 'true')
          json({ error: { type: 'api_error', message: 'An unknown error occurred' } })
        })
      return res
    }
    next()
  }

  const handle =
    (work: (req: Request, body: StripeParams) => unknown | Promise<unknown>) => async (req: Request, res: Response, next: NextFunction) => {
      try {
        res.json(await work(req, res.locals.body))
      } catch (error) {
        next(error)
      }
    }
  const param = (req: Request, name: string) => String(req.params[name])

  router.post(
    '/customers',
    handle((_req, body) => stripe.createCustomer(body)),
  )
  router.get(
    '/customers/:id',
    handle((req) => stripe.customer(param(req, 'id'))),
  )
  router.get(
    '/customers',
    handle(async (req, body) =>
      list(await stripe.state.list('customer', body.email ? { email: String(body.email) } : {}), req.originalUrl),
    ),
  )

  router.post(
    '/checkout/sessions',
    handle(async (req, body) => stripe.publicSession(await stripe.createCheckoutSession(body, pagesBaseUrl(req)))),
  )
  router.get(
    '/checkout/sessions/:id',
    handle(async (req, body) => expand(stripe, stripe.publicSession(await stripe.session(param(req, 'id'))), body.expand)),
  )

  router.post(
    '/payment_intents',
    handle((_req, body) => stripe.createPaymentIntent(body)),
  )
  router.get(
    '/payment_intents/:id',
    handle((req) => stripe.paymentIntent(param(req, 'id'))),
  )

  router.post(
    '/refunds',
    handle((_req, body) => stripe.refund(body)),
  )
  router.get(
    '/charges/:id',
    handle((req) => chargeById(stripe.state, param(req, 'id'))),
  )

  router.get(
    '/subscriptions/:id',
    handle((req) => stripe.subscription(param(req, 'id'))),
  )
  router.post(
    '/subscriptions/:id',
    handle((req, body) => stripe.updateSubscription(param(req, 'id'), body)),
  )
  router.delete(
    '/subscriptions/:id',
    handle((req) => stripe.cancelSubscription(param(req, 'id'))),
  )
  router.get(
    '/subscriptions',
    handle(async (req, body) =>
      list(
        (await stripe.state.list('subscription', body.customer ? { customer: String(body.customer) } : {})).filter(
          (sub) => body.status === 'all' || sub.status !== 'canceled',
        ),
        req.originalUrl,
      ),
    ),
  )

  // A customer's invoices and saved cards: the workspace's Billing reads them through the SDK.
  router.get(
    '/invoices',
    handle(async (req, body) =>
      page(await stripe.state.list('invoice', body.customer ? { customer: String(body.customer) } : {}), req.originalUrl, body.limit),
    ),
  )
  router.get(
    '/invoices/:id',
    handle((req) => invoiceById(stripe.state, param(req, 'id'))),
  )
  const paymentMethods = async (customer: string | undefined, type: unknown) =>
    (await stripe.state.list('payment_method', customer ? { customer } : {})).filter((method) => !type || method.type === type)
  router.get(
    '/payment_methods',
    handle(async (req, body) =>
      page(await paymentMethods(body.customer ? String(body.customer) : undefined, body.type), req.originalUrl, body.limit),
    ),
  )
  router.get(
    '/customers/:id/payment_methods',
    handle(async (req, body) => {
      await stripe.customer(param(req, 'id'))
      return page(await paymentMethods(param(req, 'id'), body.type), req.originalUrl, body.limit)
    }),
  )

  router.get(
    '/promotion_codes',
    handle(async (req, body) => list(await stripe.promotionCodes(body.code ? String(body.code) : undefined), req.originalUrl)),
  )
  router.post(
    '/billing_portal/sessions',
    handle((req, body) => stripe.createPortalSession(body, pagesBaseUrl(req))),
  )
  router.post(
    '/test_helpers/test_clocks',
    handle((_req, body) => createTestClock(stripe, body)),
  )
  router.get(
    '/test_helpers/test_clocks/:id',
    handle((req) => testClock(stripe, param(req, 'id'))),
  )
  router.post(
    '/test_helpers/test_clocks/:id/advance',
    handle((req, body) => advanceTestClock(stripe, param(req, 'id'), body)),
  )
  router.get(
    '/events/:id',
    handle(async (req) => (await stripe.state.get(param(req, 'id'), 'event')) ?? stripe.paymentIntent(param(req, 'id'))),
  )

  router.use((req, res) => {
    res.status(404).json({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: /v1${req.path}).` } })
  })
  router.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof StripeApiError) return void res.status(error.status).json({ error: error.body })
    stripe.options.onError?.(error)
    res.status(500).json({ error: { type: 'api_error', message: 'An unknown error occurred' } })
  })
  return router
}

/** `expand[]=subscription` and friends: the ids replaced by their objects. */
async function expand(stripe: LocalStripe, object: StripeObject, fields: unknown): Promise<StripeObject> {
  const wanted = Array.isArray(fields) ? fields.map(String) : fields ? [String(fields)] : []
  const expanded: StripeObject = { ...object }
  for (const field of wanted) {
    const id = expanded[field]
    if (typeof id === 'string') expanded[field] = (await stripe.state.get(id)) ?? id
  }
  return expanded
}
