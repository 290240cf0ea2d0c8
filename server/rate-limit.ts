import type { RequestHandler } from 'express'
import { AppError } from '../contracts/errors'

/**
 * A fixed-window limit per client address for the public functions. State is per node;
 * behind a load balancer each node allows its share (docs/decisions/004).
 */
export function rateLimit({ perMinute }: { perMinute: number }): RequestHandler {
  const windows = new Map<string, { start: number; count: number }>()
  return (req, _res, next) => {
    const now = Date.now()
    const key = req.ip ?? 'unknown'
    let window = windows.get(key)
    if (!window || now - window.start >= 60_000) {
      window = { start: now, count: 0 }
      windows.set(key, window)
      if (windows.size > 10_000) for (const [k, w] of windows) if (now - w.start >= 60_000) windows.delete(k)
    }
    window.count += 1
    if (window.count > perMinute) return next(new AppError('RATE_LIMITED'))
    next()
  }
}
