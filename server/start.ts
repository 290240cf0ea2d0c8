/**
 * `npm start`: builds what is missing, migrates, seeds an empty database and serves the
 * whole product (funnel, /app, /admin, /api, /fn, /socket.io) from one process; with
 * DATABASE_URL=postgres://… and REDIS_URL, any number of such processes serve one site.
 */
import { setSourceMapsSupport } from 'node:module'
import { prepareEmbeddedDefaults } from '../runtime/embedded-defaults'

// tsx turns on source maps for every module; the installed packages' maps are memory (about
// 15 MB) for stack traces nobody reads: our own TypeScript's stay mapped (docs/decisions/070).
setSourceMapsSupport(true, { nodeModules: false, generatedCode: false })

// A bad setting stops here, with one line naming it and what it must be (docs/decisions/079).
const { settingsOrExit } = await import('../runtime/settings-or-exit')
const env = settingsOrExit(prepareEmbeddedDefaults)
if (env.SOURCE_MAPS_ALL) setSourceMapsSupport(true, { nodeModules: true, generatedCode: true })
const { createLogger } = await import('../runtime/logger')
const logger = createLogger(env.LOG_LEVEL)

// experiments/ is code: an invalid file stops start-up with its file and field.
const { experimentConfig } = await import('./experiments/config')
try {
  await experimentConfig()
} catch (error) {
  process.stderr.write(`Invalid experiment config: ${(error as Error).message}\n`)
  process.exit(1)
}

const { ensureBuilt } = await import('../cms/scripts/ensure-built')
// Migrating and seeding need no build, so on a first start they run while the web app and the
// admin build (docs/decisions/048); the build is awaited before Next is prepared.
const building = ensureBuilt(logger)
building.catch(() => undefined)

// REDIS_URL: socket.io rooms, rate limits and the page cache shared with the other nodes.
// Without it, one process keeps them in memory (docs/decisions/002).
const { connectRedis } = await import('./redis/connect-redis')
const redis = env.REDIS_URL ? await connectRedis(env.REDIS_URL, logger) : undefined
const { shareContentVersion } = await import('./redis/share-content-version')
const contentChanges = redis ? await shareContentVersion(redis, logger) : undefined

const { getExpressPayload } = await import('./payload')
// Waits for a database that is not up yet, with a log line per try.
const payload = await getExpressPayload(logger)

const { seedIfEmpty } = await import('../seed/seed')
const firstRun = await seedIfEmpty(payload, { env, logger })

await building

const { default: next } = await import('next')
const path = await import('node:path')
const nextApp = next({ dev: env.NODE_ENV === 'development', dir: path.resolve(process.cwd(), 'cms') })
await nextApp.prepare()
// From here on, a stray exception or rejection is one JSON line of the log, not Next's plain-text dump.
const { logProcessFaults } = await import('./observability/log-process-faults')
logProcessFaults(logger)
const nextHandler = nextApp.getRequestHandler()

const { createApp } = await import('./app')
const app = await createApp({
  payload,
  logger,
  nextHandler: (req, res) => nextHandler(req, res),
  rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
  signInLimitPerMinute: env.SIGN_IN_RATE_LIMIT_PER_MINUTE,
  admission: {
    inFlight: env.ADMISSION_IN_FLIGHT,
    queued: env.ADMISSION_QUEUE,
    retryAfterSeconds: env.ADMISSION_RETRY_AFTER_SECONDS,
    heavyInFlight: env.ADMISSION_REPORTS_IN_FLIGHT,
    heavyQueued: env.ADMISSION_REPORTS_QUEUE,
    bytesInFlight: env.ADMISSION_BYTES_IN_FLIGHT,
  },
  mailLimits: {
    perClientPerHour: env.MAIL_PER_CLIENT_PER_HOUR,
    perRecipientPer10Minutes: env.MAIL_PER_RECIPIENT_PER_10_MINUTES,
    perRecipientPerDay: env.MAIL_PER_RECIPIENT_PER_DAY,
    perHour: env.MAIL_PER_HOUR,
  },
  ssrCacheTtlMs: env.SSR_CACHE_TTL_MS,
  trustProxy: env.TRUST_PROXY,
  production: env.NODE_ENV === 'production',
  paymentSettings: env,
  redis,
  metrics: env.METRICS_PORT === undefined ? undefined : { port: env.METRICS_PORT, host: env.HOST },
  drainDelayMs: env.DRAIN_DELAY_MS,
  jobs: { runEveryMs: env.JOBS_RUN_EVERY_MS, leaseMs: env.JOBS_LEASE_MS },
  experimentAlertsEveryMs: env.EXPERIMENT_ALERTS_EVERY_MS,
  copyTestsEveryMs: env.COPY_TESTS_EVERY_MS,
  uploadBudgets: {
    filesPerHour: env.UPLOAD_FILES_PER_HOUR,
    bytesPerHour: env.UPLOAD_BYTES_PER_HOUR,
    unsentPerConversation: env.UNSENT_UPLOADS_PER_CONVERSATION,
  },
  unsentUploadsEveryMs: env.UNSENT_UPLOADS_EVERY_MS,
  pruneEveryMs: env.PRUNE_EVERY_MS,
})

app.httpServer.listen(env.PORT, env.HOST, () => {
  const address = app.httpServer.address()
  const port = typeof address === 'object' && address ? address.port : env.PORT
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST
  const url = `http://${host}:${port}`
  // Without SERVER_URL, the product's origin is the address it listens on (runtime/server-url.ts).
  process.env.SERVER_URL ||= url
  logger.info({ url, admin: `${url}/admin`, node: process.version }, 'ready')
  // A plain line for people and for the test harness, which reads the port from it.
  process.stdout.write(`\nAgency funnel running at ${url}  (admin: ${url}/admin, Node ${process.version})\n`)
  if (firstRun) process.stdout.write(`First run: sign in to ${url}/admin as ${firstRun.email} / ${firstRun.password}\n`)
  process.stdout.write(`READY ${url}\n`)
})

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  logger.info({ signal }, 'shutting down')
  await app.close()
  await nextApp.close?.().catch(() => undefined)
  await payload.db.destroy?.().catch(() => undefined)
  await contentChanges?.close()
  await redis?.close().catch(() => undefined)
  logger.info('stopped')
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
