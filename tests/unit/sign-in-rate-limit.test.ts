import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { ERRORS } from '../../contracts/errors'
import { signInRateLimit } from '../../server/rate-limit'

const servers: ReturnType<express.Express['listen']>[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

/** The limit in front of a stand-in for Payload's login, mounted as server/app.ts mounts it. */
async function startLogin(perMinute: number) {
  const app = express()
  app.set('trust proxy', 'loopback')
  app.post(['/api/users/login', '/api/users/forgot-password', '/api/users'], signInRateLimit({ perMinute }))
  app.post(
    '/api/users/login',
    (_req, res) => void res.status(401).json({ errors: [{ message: 'The email or password provided is incorrect.' }] }),
  )
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  servers.push(server)
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return (client: string) =>
    fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'x-forwarded-for': client, 'content-type': 'application/json' },
      body: '{}',
    })
}

describe('sign-in attempts per address', () => {
  it('lets the limit through, then answers 429 with Retry-After and the message the sign-in form shows', async () => {
    const login = await startLogin(3)
    for (let i = 0; i < 3; i++) expect((await login('203.0.113.7')).status).toBe(401)
    const limited = await login('203.0.113.7')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(limited.headers.get('ratelimit-policy')).toMatch(/sign-in/)
    const body = (await limited.json()) as { errors: { message: string }[]; code: string }
    expect(body.errors[0]!.message).toBe(ERRORS.RATE_LIMITED.message)
    expect(body.code).toBe('RATE_LIMITED')
  })

  it('counts each address on its own, so one guesser does not block everyone', async () => {
    const login = await startLogin(2)
    for (let i = 0; i < 3; i++) await login('198.51.100.1')
    expect((await login('198.51.100.1')).status).toBe(429)
    expect((await login('198.51.100.2')).status).toBe(401)
  })
})
