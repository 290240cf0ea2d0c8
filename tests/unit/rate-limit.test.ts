import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppError } from '../../contracts/errors'
import { rateLimit } from '../../server/rate-limit'

/** Runs the middleware for one request from `ip` and returns what it passed to next(). */
function call(limiter: ReturnType<typeof rateLimit>, ip: string): unknown {
  let passed: unknown = 'not called'
  limiter({ ip } as never, {} as never, (error?: unknown) => {
    passed = error
  })
  return passed
}

afterEach(() => {
  vi.useRealTimers()
})

describe('rateLimit (docs/decisions/004)', () => {
  it('lets the limit through per minute, then answers 429 with the catalogue message', () => {
    const limiter = rateLimit({ perMinute: 3 })
    for (let i = 0; i < 3; i++) expect(call(limiter, '10.0.0.1')).toBeUndefined()
    const refused = call(limiter, '10.0.0.1')
    expect(refused).toBeInstanceOf(AppError)
    expect((refused as AppError).status).toBe(429)
    expect((refused as AppError).code).toBe('RATE_LIMITED')
  })

  it('counts each client address on its own', () => {
    const limiter = rateLimit({ perMinute: 1 })
    expect(call(limiter, '10.0.0.1')).toBeUndefined()
    expect(call(limiter, '10.0.0.2')).toBeUndefined()
    expect(call(limiter, '10.0.0.1')).toBeInstanceOf(AppError)
  })

  it('opens a new window after a minute', () => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'))
    const limiter = rateLimit({ perMinute: 2 })
    call(limiter, '10.0.0.1')
    call(limiter, '10.0.0.1')
    expect(call(limiter, '10.0.0.1')).toBeInstanceOf(AppError)
    vi.setSystemTime(new Date('2030-01-01T00:00:59.999Z'))
    expect(call(limiter, '10.0.0.1')).toBeInstanceOf(AppError)
    vi.setSystemTime(new Date('2030-01-01T00:01:00Z'))
    expect(call(limiter, '10.0.0.1')).toBeUndefined()
  })
})
