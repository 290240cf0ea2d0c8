import { z } from 'zod'
import { DEFAULT_MAIL_LIMITS } from '../cms/mail-budget'
import { DEFAULT_ADMISSION } from './overload/admission'
import { DEFAULT_UPLOAD_BUDGETS } from '../collections/hooks/uploadBudgets'

/** Every setting the server reads, parsed once at start-up (see the README's table). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  PAYLOAD_SECRET: z.string().min(32, 'PAYLOAD_SECRET must be at least 32 characters'),
  ADMIN_EMAIL: z.email().default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  SEED_DEMO_USERS: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  SIGN_IN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Per function and process: calls running at once, calls waiting, and a 503's Retry-After (docs/decisions/050). */
  ADMISSION_IN_FLIGHT: z.coerce.number().int().min(1).default(DEFAULT_ADMISSION.inFlight),
  ADMISSION_QUEUE: z.coerce.number().int().min(0).default(DEFAULT_ADMISSION.queued),
  ADMISSION_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).default(DEFAULT_ADMISSION.retryAfterSeconds),
  /** The staff reports' one door per process, and the request bytes admitted calls hold at once (docs/decisions/072). */
  ADMISSION_REPORTS_IN_FLIGHT: z.coerce.number().int().min(1).default(DEFAULT_ADMISSION.heavyInFlight!),
  ADMISSION_REPORTS_QUEUE: z.coerce.number().int().min(0).default(DEFAULT_ADMISSION.heavyQueued!),
  ADMISSION_BYTES_IN_FLIGHT: z.coerce.number().int().min(262_144).default(DEFAULT_ADMISSION.bytesInFlight!),
  /** Mail to addresses a caller typed (cms/mail-budget.ts, docs/decisions/072). */
  MAIL_PER_CLIENT_PER_HOUR: z.coerce.number().int().min(1).default(DEFAULT_MAIL_LIMITS.perClientPerHour),
  MAIL_PER_RECIPIENT_PER_10_MINUTES: z.coerce.number().int().min(1).default(DEFAULT_MAIL_LIMITS.perRecipientPer10Minutes),
  MAIL_PER_RECIPIENT_PER_DAY: z.coerce.number().int().min(1).default(DEFAULT_MAIL_LIMITS.perRecipientPerDay),
  MAIL_PER_HOUR: z.coerce.number().int().min(1).default(DEFAULT_MAIL_LIMITS.perHour),
  SSR_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  REDIS_URL: z.string().optional(),
  /** Serves /metrics on this port (on HOST) instead of to staff on the public port. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** After SIGTERM: how long /readyz answers 503 while the node still serves, before it stops accepting. */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).default(0),
  /** How often each node checks experiments for alerts (SRM, guardrails), in ms; 0 turns it off. */
  EXPERIMENT_ALERTS_EVERY_MS: z.coerce.number().int().min(0).default(300_000),
  COPY_TESTS_EVERY_MS: z.coerce.number().int().min(0).default(60_000),
  /** Upload budgets per user and hour (chat attachments and logos), and unsent files per member and conversation (docs/decisions/073). */
  UPLOAD_FILES_PER_HOUR: z.coerce.number().int().min(1).default(DEFAULT_UPLOAD_BUDGETS.filesPerHour),
  UPLOAD_BYTES_PER_HOUR: z.coerce.number().int().min(1).default(DEFAULT_UPLOAD_BUDGETS.bytesPerHour),
  UNSENT_UPLOADS_PER_CONVERSATION: z.coerce.number().int().min(1).default(DEFAULT_UPLOAD_BUDGETS.unsentPerConversation),
  /** How often each node removes chat attachments not sent within a day; 0 turns it off. */
  UNSENT_UPLOADS_EVERY_MS: z.coerce.number().int().min(0).default(3_600_000),
  /** How often each node prunes old idempotency keys and local payment records, in ms; 0 turns it off. */
  PRUNE_EVERY_MS: z.coerce.number().int().min(0).default(3_600_000),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Points the stripe SDK elsewhere (a fake of Stripe's API in tests); needs STRIPE_SECRET_KEY. */
  STRIPE_API_URL: z.url().optional(),
  OPENAI_API_KEY: z.string().optional(),
  /** Points the openai SDK elsewhere (a compatible self-hosted model server, the tests' fake). */
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_SURVEY_MODEL: z.string().min(1).default('gpt-4.1-mini'),
  OPENAI_TRANSCRIPTION_MODEL: z.string().min(1).default('gpt-4o-mini-transcribe'),
  OPENAI_REALTIME_MODEL: z.string().min(1).default('gpt-realtime'),
  /** The copy lab's writer (propose-copy-variants). */
  OPENAI_COPY_MODEL: z.string().min(1).default('gpt-4.1-mini'),
  /** Survey chat and voice calls per funnel session per hour, and per client address per hour. */
  SURVEY_CHAT_PER_SESSION: z.coerce.number().int().min(1).default(40),
  SURVEY_CHAT_PER_ADDRESS: z.coerce.number().int().min(1).default(120),
  /** A MaxMind GeoLite2/GeoIP2 City database for get-user-location (else CDN headers, else none). */
  GEOIP_DB_PATH: z.string().optional(),
  SMTP_URL: z.string().optional(),
  /** The product's public origin (links in e-mails, the origins trusted with a session); default: the listen address. */
  SERVER_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Which proxies' X-Forwarded-* headers to believe (Express's `trust proxy`); default: none. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value): boolean | number | string => {
      const text = value?.trim() ?? ''
      if (text === '' || text === 'false') return false
      if (text === 'true') return true
      return /^\d+$/.test(text) ? Number(text) : text
    }),
})

export type Env = z.infer<typeof envSchema>

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return result.data
}
