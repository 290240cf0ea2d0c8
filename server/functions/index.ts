import express, { type NextFunction, type Request, type Response, Router } from 'express'
import type { Payload } from 'payload'
import { z } from 'zod'
import { AppError } from '../../contracts/errors'
import { readValidationMessage } from '../../contracts/leads'
import type { Logger } from '../logger'
import { rateLimit } from '../rate-limit'
import { createLead } from './create-lead'
import { trackFunnelEvent } from './track-funnel-event'
import type { FunctionContext, ServerFunction } from './types'

/** Every named function of the product. Later issues add theirs here. */
export const serverFunctions: ServerFunction<any, any>[] = [createLead, trackFunnelEvent]

/** Who is calling: Payload checks the bearer token (or the session cookie) itself. */
export async function userFromRequest(payload: Payload, req: Request): Promise<FunctionContext['user']> {
  const headers = new Headers()
  const authorization = req.headers.authorization
  const sessionCookie = req.headers.cookie?.includes('payload-token=') ? req.headers.cookie : undefined
  // Most calls are anonymous funnel traffic (with only the visitor cookie): skip the check.
  if (!authorization && !sessionCookie) return null
  if (authorization) headers.set('authorization', authorization.replace(/^Bearer\s+/i, 'JWT '))
  if (sessionCookie) headers.set('cookie', sessionCookie)
  const { user } = await payload.auth({ headers })
  return user ?? null
}

export function functionsRouter({
  payload,
  logger,
  functions = serverFunctions,
  rateLimitPerMinute,
}: {
  payload: Payload
  logger: Logger
  functions?: ServerFunction<any, any>[]
  rateLimitPerMinute: number
}): Router {
  const router = Router()
  const byName = new Map(functions.map((fn) => [fn.name, fn]))

  router.use(rateLimit({ perMinute: rateLimitPerMinute }))
  // JSON only here: a global body parser would eat Payload's bodies. sendBeacon posts text/plain.
  router.use(express.json({ limit: '256kb', type: ['application/json', 'text/plain'] }))
  router.use((req, _res, next) => {
    req.body = storableText(req.body)
    next()
  })

  router.post('/:name', async (req, res, next) => {
    try {
      const fn = byName.get(String(req.params.name))
      if (!fn) throw new AppError('NOT_FOUND')
      const user = await userFromRequest(payload, req)
      if (fn.auth === 'user' && !user) throw new AppError('NOT_AUTHENTICATED')
      const parsed = fn.input.safeParse(req.body)
      if (!parsed.success) throw validationError(parsed.error)
      const result = await fn.handler(parsed.data, {
        payload,
        logger: logger.child({ fn: fn.name }),
        user,
        visitorId: String(res.locals.visitorId ?? ''),
        req,
      })
      res.json(result ?? {})
    } catch (error) {
      next(error)
    }
  })

  router.all('/:name', (_req, _res, next) => next(new AppError('NOT_FOUND')))
  router.use(functionErrorHandler(logger))
  return router
}

/**
 * Text every database can store: PostgreSQL refuses NUL characters in text and lone
 * surrogates in JSON, which would make a visitor's odd input a server error (and the
 * funnel tracker would retry that batch for ever). NULs go; lone surrogates become U+FFFD.
 */
export function storableText(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/\u0000/g, '').replace(LONE_SURROGATE, '\uFFFD')
  if (Array.isArray(value)) return value.map(storableText)
  if (value && typeof value === 'object') {
    const clean: Record<string, unknown> = {}
    // defineProperty: a "__proto__" key stays a plain key, as JSON.parse made it
    for (const [key, item] of Object.entries(value))
      Object.defineProperty(clean, storableText(key) as string, { value: storableText(item), enumerable: true, writable: true, configurable: true })
    return clean
  }
  return value
}
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** The first issue is the one to show: schemas list fields in the spec's checking order. */
export function validationError(error: z.ZodError): AppError {
  const spec = readValidationMessage(error.issues[0]?.message ?? '')
  return spec ? new AppError('INVALID_INPUT', spec.text, spec.title) : new AppError('INVALID_INPUT')
}

/** Turns anything thrown into the catalogue's answer; never a stack trace to the client. */
export function functionErrorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof AppError) {
      if (error.status >= 500) logger.error({ err: error, path: req.path }, 'function failed')
      res.status(error.status).json(error.toBody())
      return
    }
    const status = (error as { status?: number; type?: string })?.status
    // Any body the parser refuses (bad JSON, too large, unknown charset or encoding) is bad input.
    if ((typeof status === 'number' && status >= 400 && status < 500) || (error as { type?: string })?.type === 'entity.parse.failed') {
      const appError = new AppError('INVALID_INPUT')
      res.status(400).json(appError.toBody())
      return
    }
    logger.error({ err: error, path: req.path }, 'function failed')
    res.status(500).json(new AppError('INTERNAL').toBody())
  }
}
