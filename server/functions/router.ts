import express, { Router } from 'express'
import type { Payload } from 'payload'
import { AppError } from '../../contracts/errors'
import { FUNCTIONS, isFunctionName, type FunctionAnswer, type FunctionName } from '../../contracts/functions'
import { userFromRequest } from '../auth/user-from-request'
import { answerOnce, retriedCallSubject, type RetriedCall } from '../idempotency/answer-once'
import type { PaymentProvider } from '../billing/payment-provider'
import type { Logger } from '../../runtime/logger'
import type { RealtimeServer } from '../lib/realtime-rooms'
import { DEFAULT_ADMISSION, functionAdmission, holdAdmission, type AdmissionLimits } from '../overload/admission'
import { functionsRateLimit } from '../rate-limit'
import type { RedisClient } from '../redis/connect-redis'
import { functionErrorHandler } from './function-error-handler'
import { serverFunctions, type FunctionRegistry } from './registry'
import { storableText } from '../lib/storable-text'
import { MAX_BODY_DEPTH, nestedDeeperThan } from '../../runtime/nested-deeper-than'
import type { FunctionContext, ServerFunction } from './types'
import { validationError } from './validation-error'

/**
 * The functions' admission door (docs/decisions/050), mounted on /fn ahead of the app's other
 * middleware: a call the node has no room for is answered 503 before anything else runs for
 * it, so shedding stays cheap and the calls it admits keep the node's capacity.
 */
export function functionsDoor({ admission = DEFAULT_ADMISSION, logger }: { admission?: AdmissionLimits; logger: Logger }): Router {
  const door = Router()
  door.post('/:name', functionAdmission(admission, isFunctionName))
  door.use(functionErrorHandler(logger))
  return door
}

/** POST /fn/<name> after the door: rate limit, JSON body, session, input schema, the function, answer schema. */
export function functionsRouter({
  payload,
  logger,
  functions = serverFunctions,
  rateLimitPerMinute,
  payments,
  realtime,
  redis,
}: {
  payload: Payload
  logger: Logger
  functions?: FunctionRegistry
  rateLimitPerMinute: number
  payments: PaymentProvider
  realtime?: RealtimeServer
  /** Shared rate-limit counters across nodes (REDIS_URL). */
  redis?: RedisClient
}): Router {
  const router = Router()

  router.use(functionsRateLimit({ perMinute: rateLimitPerMinute, redis, logger }))
  // JSON only here: a global body parser would eat Payload's bodies. sendBeacon posts text/plain.
  router.use(express.json({ limit: '256kb', type: ['application/json', 'text/plain'] }))
  router.use((req, _res, next) => {
    // JSON nested thousands deep parses, but walking it would overflow the stack.
    if (nestedDeeperThan(req.body, MAX_BODY_DEPTH)) return next(new AppError('INVALID_INPUT'))
    req.body = storableText(req.body)
    next()
  })

  router.post('/:name', async (req, res, next) => {
    const ran = holdAdmission(res)
    try {
      const name = String(req.params.name)
      if (!isFunctionName(name)) throw new AppError('NOT_FOUND')
      const user = await userFromRequest(payload, req.headers)
      res.json(
        await runFunction(functions, name, {
          payload,
          logger,
          user,
          visitorId: String(res.locals.visitorId ?? ''),
          visitorVerified: res.locals.visitorVerified === true,
          req,
          payments,
          realtime,
          redis,
        }),
      )
    } catch (error) {
      next(error)
    } finally {
      ran()
    }
  })

  router.all('/:name', (_req, _res, next) => next(new AppError('NOT_FOUND')))
  router.use(functionErrorHandler(logger))
  return router
}

/** Runs one function; its entry in contracts/functions.ts checks what goes in and what comes out. */
async function runFunction(
  functions: FunctionRegistry,
  name: FunctionName,
  { payload, logger, user, visitorId, visitorVerified, req, payments, realtime, redis }: FunctionContext,
): Promise<FunctionAnswer<FunctionName>> {
  const fn: ServerFunction = functions[name]
  if (fn.auth === 'user' && !user) throw new AppError('NOT_AUTHENTICATED')
  const parsed = FUNCTIONS[name].input.safeParse(req.body)
  if (!parsed.success) throw validationError(parsed.error)
  const fnLogger = logger.child({ fn: name })
  const subject = fn.idempotent ? retriedCallSubject({ name, req, user, visitorId }) : undefined
  const call = async (retried?: RetriedCall) => {
    const answer = await fn.handler(parsed.data, {
      payload,
      logger: fnLogger,
      user,
      visitorId,
      visitorVerified,
      req,
      payments,
      realtime,
      redis,
      retried,
    })
    // Checked on every call, not only in tests: answers are small, and the schema is also an
    // allow-list (unknown keys are dropped), so a handler that returns a whole document cannot
    // leak its other fields. A mismatch is a bug: logged, and answered 500 like any other.
    const checked = FUNCTIONS[name].output.safeParse(answer)
    if (!checked.success) {
      fnLogger.error({ issues: checked.error.issues }, 'function answer does not match its schema')
      throw new AppError('INTERNAL')
    }
    return checked.data
  }
  // A retry of a call that came with an Idempotency-Key gets its first answer (docs/decisions/071).
  return subject ? answerOnce({ payload, logger: fnLogger, subject }, call) : call()
}
