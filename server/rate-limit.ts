import type { RequestHandler } from 'express'
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit'
import { RedisStore } from 'rate-limit-redis'
import { AppError, ERRORS } from '../contracts/errors'
import { isFunctionName } from '../contracts/functions'
import type { Logger } from '../runtime/logger'
import type { RedisClient } from './redis/connect-redis'

/** Where the counters live: this node's memory, or Redis shared by every node (docs/decisions/004). */
type Shared = {
  /** REDIS_URL's client: every node counts in the same place, so N nodes do not give N× the budget. */
  redis?: RedisClient
  /** Store errors (Redis down) are logged here and the request passes. */
  logger?: Pick<Logger, 'error' | 'warn'>
}

/**
 * rate-limit-redis loads its Lua scripts once, at start-up; a load that failed (Redis went away
 * at that moment) would fail every later call. Here a failed call loads them again for the next.
 */
class RecoveringRedisStore extends RedisStore {
  override async increment(key: string) {
    return this.reloadingOnFailure(() => super.increment(key))
  }
  override async get(key: string) {
    return this.reloadingOnFailure(() => super.get(key))
  }
  private async reloadingOnFailure<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call()
    } catch (error) {
      this.incrementScriptSha = this.loadIncrementScript()
      this.getScriptSha = this.loadGetScript()
      // Awaited by the next call; a load that fails now is that call's error.
      this.incrementScriptSha.catch(() => undefined)
      this.getScriptSha.catch(() => undefined)
      throw error
    }
  }
}

/**
 * The counters of one limiter in Redis, under a prefix of its own. While Redis is
 * unreachable the request passes (logged): an outage of the cache does not take the site down.
 */
function redisStore(redis: RedisClient, prefix: string): Store {
  return new RecoveringRedisStore({
    prefix: `agency-funnel:rate-limit:${prefix}:`,
    // Fails at once while disconnected: the client would queue the command until Redis is back.
    sendCommand: (...args: string[]) => (redis.isReady ? redis.sendCommand(args) : Promise.reject(new Error('Redis is not reachable'))),
  })
}

/** Function calls that name no function share one budget. */
export const UNKNOWN_FUNCTION = '(unknown)'

/**
 * The function a /fn path names, as the router resolves it: decoded, one trailing slash
 * dropped, lower-cased. `/create-lead/` and `/%63reate-lead` spend create-lead's budget.
 */
export function budgetedFunction(path: string): string {
  let name: string
  try {
    name = decodeURIComponent(path.replace(/^\//, '').replace(/\/$/, '')).toLowerCase()
  } catch {
    return UNKNOWN_FUNCTION
  }
  return isFunctionName(name) ? name : UNKNOWN_FUNCTION
}

/**
 * The public functions' limit: `perMinute` calls per client address and function in a one-minute window,
 * then 429 with the catalogue's answer (docs/decisions/004).
 */
export function functionsRateLimit({ perMinute, redis, logger }: { perMinute: number } & Shared): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    identifier: 'functions',
    // A budget per function: a busy funnel tracker never uses up the lead form's. Keyed on the
    // function the path resolves to, so spellings of a path do not get budgets of their own.
    keyGenerator: (req) => `${ipKeyGenerator(req.ip ?? '')} ${budgetedFunction(req.path)}`,
    // The IETF draft's `RateLimit` and `RateLimit-Policy` headers, and Retry-After on a 429.
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // X-Forwarded-For is ignored unless TRUST_PROXY says otherwise; a client sending it is no error.
    validate: { xForwardedForHeader: false },
    // The functions router's error handler answers with the catalogue's status and body.
    handler: (_req, _res, next) => next(new AppError('RATE_LIMITED')),
    ...sharedCounters('functions', { redis, logger }),
  })
}

/**
 * Sign-in, sign-up and password-reset attempts per client address, in front of Payload's
 * own per-account lock (maxLoginAttempts): a guesser is slowed by address before it can
 * lock anyone out. Answers 429 in Payload's error shape, with the catalogue's message.
 */
export function signInRateLimit({ perMinute, redis, logger }: { perMinute: number } & Shared): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    identifier: 'sign-in',
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // X-Forwarded-For is ignored unless TRUST_PROXY says otherwise; a client sending it is no error.
    validate: { xForwardedForHeader: false },
    handler: (_req, res) => {
      const { message } = ERRORS.RATE_LIMITED
      res.status(429).json({ errors: [{ message }], error: message, code: 'RATE_LIMITED' })
    },
    ...sharedCounters('sign-in', { redis, logger }),
  })
}

function sharedCounters(prefix: string, { redis, logger }: Shared) {
  if (!redis) return {}
  return {
    store: redisStore(redis, prefix),
    passOnStoreError: true,
    ...(logger && {
      logger: {
        error: (error: unknown, message = 'rate limit store failed') => logger.error({ err: error }, message),
        warn: (error: unknown, message = 'rate limit store warning') => logger.warn({ err: error }, message),
      },
    }),
  }
}
