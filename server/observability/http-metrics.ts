import type { NextFunction, Request, Response } from 'express'
import { httpRequestDuration } from './metrics'
import { methodLabel, routeTemplate } from './route-template'

/** Times every request from its arrival to the end of its answer (or the client giving up). */
export function httpMetrics(req: Request, res: Response, next: NextFunction): void {
  const end = httpRequestDuration.startTimer()
  // req.path changes inside mounted routers; the URL as it arrived does not.
  const path = req.originalUrl.split('?', 1)[0]!
  res.once('close', () => end({ method: methodLabel(req.method), route: routeTemplate(path, req.method), status_code: res.statusCode }))
  next()
}
