import { describe, expect, it } from 'vitest'
import { parseEnv } from '../../server/env'

const SECRET = 'x'.repeat(32)
const parse = (vars: Record<string, string>) => parseEnv(vars as NodeJS.ProcessEnv)

describe('parseEnv', () => {
  it('rejects a PAYLOAD_SECRET shorter than 32 characters with a clear message', () => {
    expect(() => parse({ PAYLOAD_SECRET: 'short' })).toThrow(/PAYLOAD_SECRET must be at least 32 characters/)
    expect(() => parse({ PAYLOAD_SECRET: 'x'.repeat(31) })).toThrow(/Invalid configuration[\s\S]*PAYLOAD_SECRET/)
  })

  it('rejects a missing PAYLOAD_SECRET, naming it', () => {
    expect(() => parse({})).toThrow(/PAYLOAD_SECRET/)
  })

  it('applies the README defaults', () => {
    const env = parse({ PAYLOAD_SECRET: SECRET })
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      HOST: '0.0.0.0',
      ADMIN_EMAIL: 'admin@example.com',
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_MINUTE: 120,
      SSR_CACHE_TTL_MS: 30_000,
    })
    expect(env.PAYLOAD_SECRET).toBe(SECRET)
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.ADMIN_PASSWORD).toBeUndefined()
  })

  it('reads numbers from strings and keeps given values', () => {
    const env = parse({
      PAYLOAD_SECRET: SECRET,
      PORT: '0',
      RATE_LIMIT_PER_MINUTE: '5',
      NODE_ENV: 'development',
      DATABASE_URL: 'file:/tmp/x.db',
      LOG_LEVEL: 'warn',
    })
    expect(env.PORT).toBe(0)
    expect(env.RATE_LIMIT_PER_MINUTE).toBe(5)
    expect(env.NODE_ENV).toBe('development')
    expect(env.DATABASE_URL).toBe('file:/tmp/x.db')
    expect(env.LOG_LEVEL).toBe('warn')
  })

  it('lists every bad setting at once', () => {
    let message = ''
    try {
      parse({ PAYLOAD_SECRET: 'short', PORT: 'abc', ADMIN_PASSWORD: '123', LOG_LEVEL: 'loud' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain('PAYLOAD_SECRET')
    expect(message).toContain('PORT')
    expect(message).toContain('ADMIN_PASSWORD must be at least 8 characters')
    expect(message).toContain('LOG_LEVEL')
  })

  it('rejects a port out of range and a bad admin email', () => {
    expect(() => parse({ PAYLOAD_SECRET: SECRET, PORT: '70000' })).toThrow(/PORT/)
    expect(() => parse({ PAYLOAD_SECRET: SECRET, ADMIN_EMAIL: 'not-an-email' })).toThrow(/ADMIN_EMAIL/)
  })
})
