import type { RequestHandler } from 'express'
import { ipKeyGenerator, rateLimit } from 'express-rate-limit'
import { AppError, ERRORS } from '../contracts/errors'

/**
 * The public functions' limit: `perMinute` calls per client address and function in a one-minute window,
 * then 429 with the catalogue's answer (docs/decisions/004). The counters live in this
 * node's memory; a shared store (Redis) goes in `store` when the product runs on more nodes.
 */
export function functionsRateLimit({ perMinute }: { perMinute: number }): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    identifier: 'functions',
    // A budget per function: a busy funnel tracker never uses up the lead form's.
    keyGenerator: (req) => `${ipKeyGenerator(req.ip ?? '')} ${req.path}`,
    // The IETF draft's `RateLimit` and `RateLimit-Policy` headers, and Retry-After on a 429.
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // X-Forwarded-For is ignored unless TRUST_PROXY says otherwise; a client sending it is no error.
    validate: { xForwardedForHeader: false },
    // The functions router's error handler answers with the catalogue's status and body.
    handler: (_req, _res, next) => next(new AppError('RATE_LIMITED')),
  })
}

/**
 * Sign-in, sign-up and password-reset attempts per client address, in front of Payload's
 * own per-account lock (maxLoginAttempts): a guesser is slowed by address before it can
 * lock anyone out. Answers 429 in Payload's error shape, with the catalogue's message.
 */
export function signInRateLimit({ perMinute }: { perMinute: number }): RequestHandler {
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
  })
}
