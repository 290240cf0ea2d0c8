import http from 'node:http'
import path from 'node:path'
import compression from 'compression'
import express, { type Request, type Response } from 'express'
import type { Payload } from 'payload'
import { liveExperiments, setActiveExperiments } from './experiments/live-experiments'
import { runningTestKeys } from './experiments/running-test-keys'
import { createPaymentProvider, type PaymentSettings } from './billing/payment-provider'
import { stripeWebhookRouter } from './billing/stripe-webhook'
import { functionsDoor, functionsRouter } from './functions/router'
import type { Logger } from '../runtime/logger'
import { databaseUnavailable } from '../runtime/database-unavailable'
import { ERRORS } from '../contracts/errors'
import { DATABASE_RETRY_AFTER_SECONDS } from './functions/function-error-handler'
import { setting } from '../runtime/settings'
import type { AdmissionLimits } from './overload/admission'
import { createRealtime, type RealtimeServer } from './realtime'
import type { MailLimits } from '../runtime/mail-budget'
import { configureMailBudgetAlerts } from './mail/mail-ceiling-alert'
import { adminForStaff } from './auth/admin-for-staff'
import { createPageRenderer, WEB_DIST } from './ssr/page-renderer'
import { copyPreviewRoute } from './copy-lab/preview-route'
import { offerSuccessProof } from './billing/offer-success-route'
import { MONACO_VS_DIR, MONACO_VS_PATH } from '../cms/monaco.mjs'
import { CLIENT_ADDRESS_HEADER, configureSignInBudgets } from '../collections/Users/hooks/limitSignInAttempts'
import { configureUploadBudgets, type UploadBudgets } from '../collections/hooks/uploadBudgets'
import { provideServerServices } from '../collections/server-services'
import { unsentAttachmentsJob } from './messaging/unsent-attachments-schedule'
import { refuseBadApiInput } from './refuse-bad-api-input'
import { refuseBadRequests } from './bad-requests'
import { refuseForeignOrigins } from './origin-check'
import { securityHeaders } from './security-headers'
import { budgetedFunction, signInRateLimit } from './rate-limit'
import { visitorId } from './visitor-id'
import { consentState } from './consent/consent-state'
import { firstSeen } from './first-seen'
import { membersRoutes } from './delivery/members-routes'
import { sessionFileIds } from './delivery/session-file-ids'
import { unreadDigestsJob } from './digest/digest-schedule'
import { experimentAlertsJob } from './experiments/alert-schedule'
import { copyTestsJob } from './copy-lab/copy-test-schedule'
import { pruneOldRecordsJob } from './schedule/prune-schedule'
import { startJobRunner } from './jobs/job-runner'
import { healthRoutes } from './observability/health-routes'
import { httpMetrics } from './observability/http-metrics'
import { InFlight } from './observability/in-flight'
import { createMetricsRegistry } from './observability/metrics'
import { staffMetricsRoute, startMetricsServer } from './observability/metrics-routes'
import { requestId } from './observability/request-id'
import type { RedisClient } from './redis/connect-redis'
import { emailRoutes } from './sequences/email-routes'
import { provideSequenceTasks } from './sequences/provide-sequence-tasks'

export type AppDeps = {
  payload: Payload
  logger: Logger
  /** Next's request handler for the Payload admin and REST/GraphQL API; absent in function-only tests. */
  nextHandler?: (req: Request, res: Response) => Promise<void>
  rateLimitPerMinute?: number
  /** Sign-in, sign-up and password-reset attempts per client address per minute. */
  signInLimitPerMinute?: number
  ssrCacheTtlMs?: number
  /** The functions' admission limit per function (server/overload/admission.ts); defaults when absent. */
  admission?: AdmissionLimits
  /** The mail budget of mail to typed addresses (runtime/mail-budget.ts); defaults when absent. */
  mailLimits?: MailLimits
  /** Express's `trust proxy` (TRUST_PROXY): which proxies' X-Forwarded-* headers to believe. None by default. */
  trustProxy?: boolean | number | string
  /** NODE_ENV=production: HSTS over HTTPS. */
  production?: boolean
  /** Stripe keys, or nothing for the local payment provider (docs/decisions/016-payments.md). */
  paymentSettings: PaymentSettings
  /** REDIS_URL's client, when the product runs on several nodes: they share budgets and events through it, and /readyz checks it. */
  redis?: RedisClient
  /** METRICS_PORT: /metrics on this internal port (and host), not on the public one. */
  metrics?: { port: number; host: string }
  /** After SIGTERM, how long /readyz answers 503 while requests are still served (DRAIN_DELAY_MS). */
  drainDelayMs?: number
  /** How often this node runs the Jobs Queue, and after how long a job a node left running is queued again (docs/decisions/091). */
  jobs?: { runEveryMs: number; leaseMs: number }
  /** How often the site checks experiments for alerts (EXPERIMENT_ALERTS_EVERY_MS; 0: never). */
  experimentAlertsEveryMs?: number
  /** How often the site looks at the running copy tests (COPY_TESTS_EVERY_MS; 0: never). */
  copyTestsEveryMs?: number
  /** Upload budgets per user and hour, and the unsent files' cap (UPLOAD_FILES_PER_HOUR, …; docs/decisions/073). */
  uploadBudgets?: Partial<UploadBudgets>
  /** How often the site removes chat attachments not sent within a day (UNSENT_UPLOADS_EVERY_MS; 0: never). */
  unsentUploadsEveryMs?: number
  /** How often the site prunes old retry records (PRUNE_EVERY_MS; 0: never; docs/decisions/071). */
  pruneEveryMs?: number
}

export type App = { app: express.Express; httpServer: http.Server; io: RealtimeServer; close: () => Promise<void> }

/** Functions that e-mail a sign-in link: a client's way back to a chat, a buyer's to /members. */
const MAGIC_LINK_FUNCTIONS = new Set(['request-chat-link', 'request-member-link'])

const NEXT_PATHS = /^\/(admin|api|_next|__nextjs)(\/|$)/

/** Builds the whole product on one http.Server so a test can start it on a random port. */
export async function createApp(deps: AppDeps): Promise<App> {
  const { payload, logger, redis } = deps
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', deps.trustProxy ?? false)
  const httpServer = http.createServer(app)
  const socketEventsInFlight = new InFlight()
  const io = createRealtime(httpServer, { payload, logger, redis, eventsInFlight: socketEventsInFlight })
  const payments = createPaymentProvider({
    settings: deps.paymentSettings,
    payload,
    // The SDK reaches the local provider, and the provider our webhook, over loopback.
    selfUrl: () => {
      const address = httpServer.address()
      if (!address || typeof address === 'string') throw new Error('the server is not listening yet')
      const host =
        address.address === '0.0.0.0' || address.address === '::'
          ? '127.0.0.1'
          : address.family === 'IPv6'
            ? `[${address.address}]`
            : address.address
      return `http://${host}:${address.port}`
    },
  })
  // experiments/ as a GrowthBook payload (an invalid file fails here, naming file and field).
  // experiments/ merged with the analysts' controls, rebuilt when they change (no deploy).
  const experiments = liveExperiments(payload, logger)
  await experiments.current()
  setActiveExperiments(experiments)
  // The admin home counts the running tests as they are served (collections/server-services.ts).
  provideServerServices({ runningTests: () => experiments.current().then(runningTestKeys) })
  const renderPage = await createPageRenderer({
    payload,
    logger,
    cacheTtlMs: deps.ssrCacheTtlMs ?? 30_000,
    experiments: experiments.current,
  })

  let draining = false
  const metricsRegistry = createMetricsRegistry()
  const metricsServer = deps.metrics ? await startMetricsServer({ registry: metricsRegistry, ...deps.metrics, logger }) : undefined
  app.use(requestId)
  app.use(httpMetrics)
  // While draining, keep-alive clients are told to reconnect (to another node, through the balancer).
  app.use((_req, res, next) => {
    if (draining) res.setHeader('connection', 'close')
    next()
  })
  app.use(securityHeaders({ payload, logger, production: deps.production ?? false }))
  app.use(refuseBadRequests)
  // Before the body is read and before the rest of the chain: a function call the node has no
  // room for costs a quick 503, not memory nor the CPU the admitted calls need.
  app.use('/fn', functionsDoor({ admission: deps.admission, logger }))

  app.use(healthRoutes({ payload, logger, redis: deps.redis, draining: () => draining }))
  if (!metricsServer) app.use(staffMetricsRoute({ registry: metricsRegistry, payload }))
  // The GrowthBook SDK payload built from experiments/ (docs/decisions/032).
  // Analysts change it from the admin: a browser sees a change within 10 s (docs/decisions/063).
  app.get('/features.json', (_req, res, next) => {
    experiments
      .current()
      .then((compiled) => void res.set('cache-control', 'public, max-age=5').json(compiled.payload))
      .catch(next)
  })

  // The client's address as this server sees it, for the account budgets inside Payload; a
  // client's own header of that name is replaced.
  app.use((req, _res, next) => {
    req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? ''
    next()
  })
  app.use(refuseForeignOrigins)

  // Before Payload sees them; the same per-address budget and the per-account ones are also
  // Payload hooks (collections/Users), which GraphQL and every other door reach.
  configureSignInBudgets({ perAddressPerMinute: deps.signInLimitPerMinute ?? 10, redis: deps.redis })
  configureUploadBudgets({ ...deps.uploadBudgets, redis: deps.redis })
  // The buyer files' read rule checks a members session through the server (collections/server-services.ts).
  provideServerServices({ sessionFileIds })
  configureMailBudgetAlerts({ payload, logger, realtime: io, limits: deps.mailLimits, redis: deps.redis })
  const signInLimit = signInRateLimit({ perMinute: deps.signInLimitPerMinute ?? 10, redis, logger })
  app.post(['/api/users/login', '/api/users/forgot-password', '/api/users/reset-password', '/api/users'], signInLimit)
  // The functions that send a sign-in link by e-mail, like forgot-password: the same budget,
  // by the function the path resolves to (so `/fn/%72equest-chat-link` is no way around it).
  app.post('/fn/{*name}', (req, res, next) =>
    MAGIC_LINK_FUNCTIONS.has(budgetedFunction(req.path.slice('/fn'.length))) ? signInLimit(req, res, next) : next(),
  )

  // Query strings and path ids Payload's REST routes would fail on (docs/decisions/049).
  app.use(refuseBadApiInput(payload))
  // Non-staff users who open an /admin page go to /app (the admin is staff-only).
  app.use(adminForStaff(payload))
  if (deps.nextHandler) {
    const handle = deps.nextHandler
    app.use((req, res, next) => {
      if (NEXT_PATHS.test(req.path)) return void handle(req, res).catch(next)
      next()
    })
  }

  // Everything below is ours (Next compresses its own answers).
  app.use(compression())
  app.use(
    '/assets',
    express.static(path.join(WEB_DIST, 'client/assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  )
  // The admin's code editor (cms/monaco.mjs): the product serves it, no CDN (docs/decisions/036).
  app.use(MONACO_VS_PATH, express.static(MONACO_VS_DIR, { immutable: true, maxAge: '1y', index: false, fallthrough: false }))
  // Other files of the web build (favicon, robots.txt); page paths have no extension and
  // skip the file-system lookup altogether.
  const webFiles = express.static(path.join(WEB_DIST, 'client'), { index: false, maxAge: '1h' })
  // Browsers ask for /favicon.ico where a document names no icon (JSON answers, say).
  app.get('/favicon.ico', (_req, res) => res.redirect(301, '/favicon.svg'))
  app.use((req, res, next) => (path.extname(req.path) ? webFiles(req, res, next) : next()))
  app.use(stripeWebhookRouter({ payload, logger, payments, realtime: io }))
  // The local payment provider: Stripe's API (/v1, for the SDK) and its hosted pages (/pay).
  if (payments.local) app.use(payments.local.app)
  // Who may be measured, before any cookie of ours is set (docs/decisions/121).
  app.use(consentState({ payload, logger }))
  // Signed with PAYLOAD_SECRET (tests sign their visitors' ids with it: tests/support/visitor.ts).
  app.use(visitorId(setting('PAYLOAD_SECRET') ?? payload.secret))
  app.use(membersRoutes({ payload, logger }))
  // Sequence e-mails' unsubscribe, click and open links (issue 29).
  app.use(emailRoutes({ payload, logger }))
  app.use(
    '/fn',
    functionsRouter({
      payload,
      logger,
      rateLimitPerMinute: deps.rateLimitPerMinute ?? 120,
      redis,
      payments,
      realtime: io,
    }),
  )
  // A copy variant on its real page, for staff (issue 20): the page renderer with the slot's flag forced.
  app.use(copyPreviewRoute({ payload, renderPage }))
  // The browser back from paying the $97 offer gets its upsell proof (docs/decisions/105).
  app.get('/offer/success', offerSuccessProof({ payload, payments, logger }))
  // Pages only: the first visit a per-visitor countdown runs from (docs/decisions/082).
  app.get('/{*path}', firstSeen, (req, res, next) => void renderPage(req, res).catch(next))

  app.use((error: unknown, req: Request, res: Response, _next: express.NextFunction) => {
    const status = (error as { status?: number }).status
    if (status === 404) return void res.status(404).type('text/plain').send('Not found')
    // A client's fault (a path that cannot be decoded, say) is not a server error.
    if (typeof status === 'number' && status >= 400 && status < 500 && !res.headersSent)
      return void res.status(status).type('text/plain').send('Bad request')
    if (databaseUnavailable(error)) {
      // A page not in the cache while the database is away: try again in a moment (docs/decisions/113).
      logger.warn({ path: req.path, reason: (error as Error).message }, 'database unavailable: request refused')
      if (!res.headersSent)
        res
          .status(503)
          .set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
          .type('text/plain')
          .send(ERRORS.DATABASE_UNAVAILABLE.message)
      return
    }
    logger.error({ err: error, path: req.path }, 'request failed')
    if (!res.headersSent) res.status(500).type('text/plain').send('Something went wrong. Please try again.')
  })

  // The e-mail sequences' jobs run on this node (Payload's Jobs Queue, docs/decisions/092), by the runner below (098).
  provideSequenceTasks({ payload, payments })
  // Every timed job runs on the Jobs Queue, one node per run (docs/decisions/091): unread-messages
  // digests; experiment alerts (SRM, guardrails); copy tests stopped by their own rule; idempotency
  // keys and the local payment provider's records past any retry; chat attachments nobody sent
  // within a day (docs/decisions/073).
  const jobs = startJobRunner({
    payload,
    logger,
    everyMs: deps.jobs?.runEveryMs ?? 1_000,
    leaseMs: deps.jobs?.leaseMs ?? 600_000,
    timed: [
      unreadDigestsJob(),
      experimentAlertsJob({ realtime: io, everyMs: deps.experimentAlertsEveryMs }),
      copyTestsJob({ realtime: io, everyMs: deps.copyTestsEveryMs }),
      pruneOldRecordsJob(deps.pruneEveryMs),
      unsentAttachmentsJob(deps.unsentUploadsEveryMs ?? 3_600_000),
    ],
  })

  let closing: Promise<void> | undefined
  const close = () =>
    (closing ??= (async () => {
      // /readyz answers 503 from now on; a load balancer that polls it stops sending here.
      draining = true
      if (deps.drainDelayMs) await new Promise((resolve) => setTimeout(resolve, deps.drainDelayMs))
      payments.close()
      // The jobs this node started end here; the queue keeps the rest for the other nodes.
      await jobs.stop()
      const force = setTimeout(() => httpServer.closeAllConnections(), 10_000)
      force.unref()
      // Socket events being answered get their acknowledgement before their sockets close.
      await socketEventsInFlight.idle(Date.now() + 10_000)
      metricsServer?.close()
      // Closes every socket and the http.Server: it stops accepting and waits for in-flight requests.
      const closed = io.close()
      httpServer.closeIdleConnections()
      await closed.catch(() => undefined)
      clearTimeout(force)
    })())

  return { app, httpServer, io, close }
}
