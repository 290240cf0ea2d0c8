import type { AddressInfo } from 'node:net'
import express from 'express'
import type { Payload } from 'payload'
import type { PaymentProvider } from '../../server/billing/payment-provider'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ERRORS } from '../../contracts/errors'
import { createLogger } from '../../runtime/logger'
import { serverFunctions, type FunctionRegistry } from '../../server/functions/registry'
import { functionsRouter } from '../../server/functions/router'
import { defineFunction } from '../../server/functions/types'
import { leadModalBody } from '../support/load-payloads'

const LEAD = leadModalBody('ada@example.com')

/** The functions router on a real port, with stand-in functions that never reach a database. */
async function startRouter({ perMinute = 100, functions = {} }: { perMinute?: number; functions?: Partial<FunctionRegistry> } = {}) {
  const app = express()
  app.set('trust proxy', 'loopback') // as server/app.ts: X-Forwarded-For from loopback names the client
  // No call below carries a session, so the router never asks Payload who is calling.
  const payload = {} as Payload
  // Nor do the stand-in functions take payments.
  const payments = {} as PaymentProvider
  app.use(
    '/fn',
    functionsRouter({
      payload,
      logger: createLogger('silent'),
      rateLimitPerMinute: perMinute,
      functions: { ...serverFunctions, ...functions },
      payments,
    }),
  )
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  servers.push(server)
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return (name: string, body: unknown, client = '10.0.0.1') =>
    fetch(`${base}/fn/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(body),
    })
}

const servers: ReturnType<express.Express['listen']>[] = []
afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

const leadStored = defineFunction('create-lead', { auth: 'public', handler: async () => ({ leadId: '42', leadToken: 't' }) })

describe('rate limit of the public functions (docs/decisions/004)', () => {
  it('lets the limit through per minute, then answers 429 with the catalogue body, RateLimit headers and Retry-After', async () => {
    const call = await startRouter({ perMinute: 3, functions: { 'create-lead': leadStored } })
    for (let i = 0; i < 3; i++) {
      const res = await call('create-lead', LEAD)
      expect(res.status).toBe(200)
      expect(res.headers.get('ratelimit')).toBe(`"functions"; r=${2 - i}; t=60`)
    }
    const refused = await call('create-lead', LEAD)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ error: ERRORS.RATE_LIMITED.message, code: 'RATE_LIMITED' })
    expect(refused.headers.get('ratelimit-policy')).toMatch(/^"functions"; q=3; w=60;/)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60)
  })

  it('counts each client address on its own', async () => {
    const call = await startRouter({ perMinute: 1, functions: { 'create-lead': leadStored } })
    expect((await call('create-lead', LEAD, '10.0.0.1')).status).toBe(200)
    expect((await call('create-lead', LEAD, '10.0.0.2')).status).toBe(200)
    expect((await call('create-lead', LEAD, '10.0.0.1')).status).toBe(429)
  })

  it('opens a new window after a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'))
    const call = await startRouter({ perMinute: 2, functions: { 'create-lead': leadStored } })
    await call('create-lead', LEAD)
    await call('create-lead', LEAD)
    expect((await call('create-lead', LEAD)).status).toBe(429)
    vi.setSystemTime(new Date('2030-01-01T00:00:59.500Z'))
    expect((await call('create-lead', LEAD)).status).toBe(429)
    vi.setSystemTime(new Date('2030-01-01T00:01:00.001Z'))
    expect((await call('create-lead', LEAD)).status).toBe(200)
  })
})

describe('function answers (contracts/functions.ts)', () => {
  it('sends only the fields of the output schema', async () => {
    const lead = { leadId: '7', leadToken: 't', email: 'ada@example.com' }
    const call = await startRouter({
      functions: { 'create-lead': defineFunction('create-lead', { auth: 'public', handler: async () => lead }) },
    })
    const res = await call('create-lead', LEAD)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ leadId: '7', leadToken: 't' })
  })

  it('answers 500 when a function answers outside its schema', async () => {
    const miscounted = defineFunction('track-funnel-event', { auth: 'public', handler: async () => ({ stored: -1, duplicates: 0 }) })
    const call = await startRouter({ functions: { 'track-funnel-event': miscounted } })
    const batch = {
      session_id: 's1',
      events: [{ event_id: 'event-0001', event_type: 'page_view' }],
      page_url: '/',
      scroll_depth: 0,
      time_on_page: 1,
    }
    const res = await call('track-funnel-event', batch)
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({ error: ERRORS.INTERNAL.message, code: 'INTERNAL' })
  })

  it('validates the input before the function runs', async () => {
    const handler = vi.fn(async () => ({ leadId: '1', leadToken: 't' }))
    const call = await startRouter({ functions: { 'create-lead': defineFunction('create-lead', { auth: 'public', handler }) } })
    const res = await call('create-lead', { ...LEAD, first_name: 'A' })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'INVALID_INPUT', title: 'First name too short' })
    expect(handler).not.toHaveBeenCalled()
  })

  it.each(['nope', 'toString', '__proto__'])('answers 404 for the unknown function %s', async (name) => {
    const call = await startRouter()
    expect((await call(name, {})).status).toBe(404)
  })
})
