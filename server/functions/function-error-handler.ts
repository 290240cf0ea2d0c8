import type { NextFunction, Request, Response } from 'express'
import { AppError, type ErrorCode } from '../../contracts/errors'
import { isFunctionName } from '../../contracts/functions'
import { databaseUnavailable } from '../../runtime/database-unavailable'
import type { Logger } from '../../runtime/logger'
import { functionErrors } from '../observability/metrics'

/** The Retry-After of a DATABASE_UNAVAILABLE answer: a PostgreSQL restart or failover takes a few seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 2

/** Turns anything thrown into the catalogue's answer; never a stack trace to the client. */
export function functionErrorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const fn = functionLabel(req.path)
    const answer = (appError: AppError) => {
      functionErrors.inc({ fn, code: appError.code })
      res.status(appError.status).json(appError.toBody())
    }
    if (error instanceof AppError) {
      // Shedding under overload is designed, not a failure: a refusal's line, not a stack per call.
      if (error.status >= 500 && error.code !== 'OVERLOADED') logger.error({ err: error, fn, path: req.path }, 'function failed')
      // One line per refusal: the X-Request-Id a client reports finds it.
      else logger.info({ fn, code: error.code }, 'function refused')
      return answer(error)
    }
    const status = (error as { status?: number; type?: string })?.status
    // Any body the parser refuses (bad JSON, too large, unknown charset or encoding) is bad input.
    if ((typeof status === 'number' && status >= 400 && status < 500) || (error as { type?: string })?.type === 'entity.parse.failed') {
      logger.info({ fn, code: 'INVALID_INPUT' satisfies ErrorCode }, 'function refused')
      return answer(new AppError('INVALID_INPUT'))
    }
    if (databaseUnavailable(error)) {
      // A database restart or failover, not a bug: one warn line with the driver's reason, and a
      // 503 the client sends again with the same idempotency key (docs/decisions/113).
      logger.warn({ fn, code: 'DATABASE_UNAVAILABLE' satisfies ErrorCode, reason: (error as Error)?.message }, 'function refused')
      res.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
      return answer(new AppError('DATABASE_UNAVAILABLE'))
    }
    logger.error({ err: error, path: req.path }, 'function failed')
    answer(new AppError('INTERNAL'))
  }
}

/** The function's name for the metrics label; a name outside the catalogue is not a label of its own. */
function functionLabel(path: string): string {
  const name = path.split('/')[1] ?? ''
  return isFunctionName(name) ? name : 'unknown'
}
