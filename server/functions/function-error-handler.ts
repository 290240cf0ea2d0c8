import type { NextFunction, Request, Response } from 'express'
import { AppError } from '../../contracts/errors'
import type { Logger } from '../logger'

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
