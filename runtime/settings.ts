import { z } from 'zod'

/**
 * Every setting the product reads from its environment, parsed and checked here and nowhere else
 * (docs/decisions/079; the README's table lists each with its default). Each setting's
 * description says what it must be: a bad value stops start-up with that sentence.
 *
 * This module is below cms/ and collections/ (runtime/ imports only contracts/ and packages), so
 * its defaults are written here; tests/unit/settings.test.ts holds them equal to the
 * DEFAULT_ADMISSION, DEFAULT_MAIL_LIMITS and DEFAULT_UPLOAD_BUDGETS the code falls back to.
 */
const whole = (min: number, max?: number) => {
  const number = z.coerce.number().int().min(min)
  return max === undefined ? number : number.max(max)
}
const atLeast = (min: number) => `a whole number, at least ${min}`
/** How often the site runs a timed job, in ms; 0 turns it off. */
const every = (ms: number) => whole(0).default(ms).describe('a number of milliseconds (0 turns it off)')
const port = 'a whole number from 0 to 65535'
const optionalText = () => z.string().optional().describe('any text')

export const settingsSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production').describe('development, production or test'),
  PORT: whole(0, 65535).default(3000).describe(port),
  HOST: z.string().min(1).default('0.0.0.0').describe('a host name or an IP address'),
  DATABASE_URL: z
    .string()
    .refine((url) => /^file:.+$/.test(url) || (/^(postgres(ql)?|mongodb(\+srv)?):\/\/./.test(url) && URL.canParse(url)))
    .optional()
    .describe('empty, file:<path>, postgres://… or mongodb://…'),
  /** Required at start-up (parseSettings); the Payload config alone reads it as optional. */
  PAYLOAD_SECRET: z.string().min(32).optional().describe('at least 32 characters'),
  ADMIN_EMAIL: z.email().default('admin@example.com').describe('an e-mail address'),
  ADMIN_PASSWORD: z.string().min(8).optional().describe('at least 8 characters'),
  SEED_DEMO_USERS: z.enum(['true', 'false']).optional().describe('true or false'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('fatal, error, warn, info, debug, trace or silent'),
  /** A developer's switch: source maps for the installed packages too (docs/decisions/070). */
  SOURCE_MAPS_ALL: z.stringbool().default(false).describe('true or false'),
  RATE_LIMIT_PER_MINUTE: whole(1).default(120).describe(atLeast(1)),
  SIGN_IN_RATE_LIMIT_PER_MINUTE: whole(1).default(10).describe(atLeast(1)),
  /** Per function and process: calls running at once, calls waiting, and a 503's Retry-After (docs/decisions/050). */
  ADMISSION_IN_FLIGHT: whole(1).default(32).describe(atLeast(1)),
  ADMISSION_QUEUE: whole(0).default(32).describe(atLeast(0)),
  ADMISSION_RETRY_AFTER_SECONDS: whole(1).default(2).describe(atLeast(1)),
  /** The staff reports' one door per process, and the request bytes admitted calls hold at once (docs/decisions/072). */
  ADMISSION_REPORTS_IN_FLIGHT: whole(1).default(2).describe(atLeast(1)),
  ADMISSION_REPORTS_QUEUE: whole(0).default(4).describe(atLeast(0)),
  ADMISSION_BYTES_IN_FLIGHT: whole(262_144)
    .default(16 * 1024 * 1024)
    .describe(atLeast(262_144)),
  /** Mail to addresses a caller typed (runtime/mail-budget.ts, docs/decisions/072). */
  MAIL_PER_CLIENT_PER_HOUR: whole(1).default(5).describe(atLeast(1)),
  MAIL_PER_RECIPIENT_PER_10_MINUTES: whole(1).default(1).describe(atLeast(1)),
  MAIL_PER_RECIPIENT_PER_DAY: whole(1).default(3).describe(atLeast(1)),
  MAIL_PER_HOUR: whole(1).default(500).describe(atLeast(1)),
  SSR_CACHE_TTL_MS: whole(0).default(30_000).describe('a number of milliseconds'),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/ })
    .optional()
    .describe('redis://… or rediss://…'),
  /** Serves /metrics on this port (on HOST) instead of to staff on the public port. */
  METRICS_PORT: whole(0, 65535).optional().describe(port),
  /** After SIGTERM: how long /readyz answers 503 while the node still serves, before it stops accepting. */
  DRAIN_DELAY_MS: whole(0).default(0).describe('a number of milliseconds'),
  /** How often each node looks for due jobs on the Jobs Queue, sequence e-mails among them (docs/decisions/091, 098). */
  JOBS_RUN_EVERY_MS: whole(100).default(1_000).describe(atLeast(100)),
  /** A job a node marked running and has not written for this long is queued again (its node died mid-run). */
  JOBS_LEASE_MS: whole(10_000).default(600_000).describe(atLeast(10_000)),
  /** How often the site checks experiments for alerts (SRM, guardrails), on one node per run. */
  EXPERIMENT_ALERTS_EVERY_MS: every(300_000),
  COPY_TESTS_EVERY_MS: every(60_000),
  /** Above this share of flagged exposures a copy test or bandit holds its decisions and tells the analysts (docs/decisions/109). */
  COPY_TEST_MAX_FLAGGED_SHARE: z.coerce.number().min(0).max(1).default(0.02).describe('a share between 0 and 1'),
  /** Upload budgets per user and hour (chat attachments and logos), and unsent files per member and conversation (docs/decisions/073). */
  UPLOAD_FILES_PER_HOUR: whole(1).default(30).describe(atLeast(1)),
  UPLOAD_BYTES_PER_HOUR: whole(1)
    .default(100 * 1024 * 1024)
    .describe(atLeast(1)),
  UNSENT_UPLOADS_PER_CONVERSATION: whole(1).default(20).describe(atLeast(1)),
  /** How often the site removes chat attachments not sent within a day. */
  UNSENT_UPLOADS_EVERY_MS: every(3_600_000),
  /** How often the site prunes old idempotency keys and local payment records. */
  PRUNE_EVERY_MS: every(3_600_000),
  STRIPE_SECRET_KEY: optionalText(),
  STRIPE_WEBHOOK_SECRET: optionalText(),
  /** Points the stripe SDK elsewhere (a fake of Stripe's API in tests); needs STRIPE_SECRET_KEY. */
  STRIPE_API_URL: z.url().optional().describe('a URL'),
  OPENAI_API_KEY: optionalText(),
  /** Points the openai SDK elsewhere (a compatible self-hosted model server, the tests' fake). */
  OPENAI_BASE_URL: z.url().optional().describe('a URL'),
  OPENAI_SURVEY_MODEL: z.string().default('gpt-4.1-mini').describe('a model name'),
  OPENAI_TRANSCRIPTION_MODEL: z.string().default('gpt-4o-mini-transcribe').describe('a model name'),
  OPENAI_REALTIME_MODEL: z.string().default('gpt-realtime').describe('a model name'),
  /** The copy lab's writer (propose-copy-variants). */
  OPENAI_COPY_MODEL: z.string().default('gpt-4.1-mini').describe('a model name'),
  /** Survey chat and voice calls per funnel session per hour, and per client address per hour. */
  SURVEY_CHAT_PER_SESSION: whole(1).default(40).describe(atLeast(1)),
  SURVEY_CHAT_PER_ADDRESS: whole(1).default(120).describe(atLeast(1)),
  /** How long a plan checkout holds one of the week's spots (docs/decisions/118); tests shorten it. */
  SPOT_HOLD_MS: whole(1_000)
    .default(30 * 60_000)
    .describe(atLeast(1_000)),
  /** How often a public page reports that it is open (the live viewer count, docs/decisions/117); a visitor counts for twice this. */
  PRESENCE_HEARTBEAT_MS: whole(500).default(15_000).describe(atLeast(500)),
  /** A MaxMind GeoLite2/GeoIP2 City database for get-user-location (else CDN headers, else none). */
  GEOIP_DB_PATH: z.string().optional().describe('a file path'),
  /** Outgoing mail; without it every message is a JSON file in OUTBOX_DIR (cms/outbox.ts). */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/ })
    .optional()
    .describe('smtp://… or smtps://…'),
  /** The length of a sequence minute in ms: e-mail sequences' delays, sending window and 12-hour spacing (tests and demos shorten it). */
  SEQUENCE_MINUTE_MS: whole(1).default(60_000).describe(atLeast(1)),
  /** A 1×1 image in sequence e-mails that records an open; off by default (docs/decisions/092). */
  SEQUENCE_OPEN_TRACKING: z.stringbool().default(false).describe('true or false'),
  EMAIL_FROM: z.email().default('no-reply@agency-funnel.local').describe('an e-mail address'),
  OUTBOX_DIR: z.string().default('data/outbox').describe('a folder path'),
  /** Local disk for media (and, next to it, chat attachments, buyers' files and logos) when S3_BUCKET is not set. */
  MEDIA_DIR: z.string().default('data/media').describe('a folder path'),
  /** Default: chat-attachments/ next to MEDIA_DIR. */
  CHAT_ATTACHMENTS_DIR: z.string().optional().describe('a folder path'),
  /** Media on S3 or an S3-compatible store (S3_ENDPOINT switches to path-style: MinIO, R2; docs/decisions/048). */
  S3_BUCKET: z.string().optional().describe('a bucket name'),
  S3_REGION: z.string().default('us-east-1').describe('a region name'),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('http://… or https://…'),
  S3_ACCESS_KEY_ID: optionalText(),
  S3_SECRET_ACCESS_KEY: optionalText(),
  /** The product's public origin (links in e-mails, the origins trusted with a session); default: the listen address. */
  SERVER_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('http://… or https://…'),
  /** Which proxies' X-Forwarded-* headers to believe (Express's `trust proxy`); default: none. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value): boolean | number | string => {
      const text = value?.trim() ?? ''
      if (text === '' || text === 'false') return false
      if (text === 'true') return true
      return /^\d+$/.test(text) ? Number(text) : text
    })
    .describe('a hop count, true, false, or addresses'),
})

/** What start-up needs: the secret too (runtime/embedded-defaults.ts makes one when none is given). */
const startupSchema = settingsSchema.required({ PAYLOAD_SECRET: true })

export type Settings = z.infer<typeof startupSchema>
export type SettingName = keyof typeof settingsSchema.shape
type Source = Record<string, string | undefined>

/** Thrown for bad settings: one line naming each one and what it must be, for start-up to print. */
export class SettingsError extends Error {
  constructor(readonly names: SettingName[]) {
    super(`Invalid configuration: ${names.map((name) => `${name} must be ${settingsSchema.shape[name].description}`).join('; ')}`)
    this.name = 'SettingsError'
  }
}

// An empty variable (`FOO=` in a compose file) is an unset one.
const given = (value: string | undefined): string | undefined => (value === '' ? undefined : value)

/** Every setting at once: start-up calls this first, so a bad value stops the process before it serves. */
export function parseSettings(source: Source = process.env): Settings {
  const present = Object.fromEntries(Object.keys(settingsSchema.shape).map((name) => [name, given(source[name])]))
  const result = startupSchema.safeParse(present)
  if (result.success) return result.data
  throw new SettingsError([...new Set(result.error.issues.map((issue) => issue.path[0] as SettingName))])
}

/**
 * One setting, read when it is needed: for code that runs outside start-up's parse too (the
 * Payload config and collections, which the admin's build and the scripts load), and for
 * SERVER_URL, which start-up fills in once it listens.
 */
export function setting<Name extends SettingName>(name: Name, source: Source = process.env): z.infer<typeof settingsSchema>[Name] {
  const result = settingsSchema.shape[name].safeParse(given(source[name]))
  if (!result.success) throw new SettingsError([name])
  return result.data as z.infer<typeof settingsSchema>[Name]
}
