import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import type { Payload } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'
import { AppError, ERRORS } from '../../contracts/errors'
import type { PaymentProvider } from '../../server/billing/payment-provider'
import { serverFunctions, type FunctionRegistry } from '../../server/functions/registry'
import { functionsDoor, functionsRouter } from '../../server/functions/router'
import { defineFunction } from '../../server/functions/types'
import { createLogger } from '../../runtime/logger'
import { Admission, type AdmissionLimits } from '../../server/overload/admission'
import { leadModalBody } from '../support/load-payloads'

describe('Admission: a bounded door per function', () => {
  it('runs inFlight calls, queues the next ones in order, and refuses any beyond the queue', async () => {
    const door = new Admission({ inFlight: 2, queued: 2 })
    const first = door.enter()!
    const second = door.enter()!
    const third = door.enter()!
    const fourth = door.enter()!
    expect(door.enter()).toBeNull()
    expect([door.inFlight, door.queued]).toEqual([2, 2])

    const admitted: string[] = []
    void third.turn.then(() => admitted.push('third'))
    void fourth.turn.then(() => admitted.push('fourth'))
    await first.turn
    await second.turn
    first.release()
    await third.turn
    expect(admitted).toEqual(['third'])
    // Released twice by mistake: still one place freed.
    first.release()
    expect([door.inFlight, door.queued]).toEqual([2, 1])
    second.release()
    await fourth.turn
    expect(admitted).toEqual(['third', 'fourth'])
    third.release()
    fourth.release()
    expect([door.inFlight, door.queued]).toEqual([0, 0])
  })

  it('gives the place of a caller who left the queue to the next one', async () => {
    const door = new Admission({ inFlight: 1, queued: 2 })
    const running = door.enter()!
    const leaving = door.enter()!
    const waiting = door.enter()!
    leaving.leave()
    expect(door.queued).toBe(1)
    running.leave()
    await waiting.turn
    expect([door.inFlight, door.queued]).toEqual([1, 0])
    // A queue of 0: a call runs or is refused.
    const strict = new Admission({ inFlight: 1, queued: 0 })
    expect(strict.enter()).not.toBeNull()
    expect(strict.enter()).toBeNull()
  })
})

describe('admission in the functions router', () => {
  const servers: ReturnType<express.Express['listen']>[] = []
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
  })

  it('answers 503 OVERLOADED with Retry-After when full, and holds the place until a call whose client left has run', async () => {
    let started!: () => void
    const running = new Promise<void>((resolve) => (started = resolve))
    let finish!: () => void
    const finished = new Promise<void>((resolve) => (finish = resolve))
    let calls = 0
    // A lead write that takes as long as the test says: the first call waits, the others do not.
    const slowLead = defineFunction('create-lead', {
      auth: 'public',
      handler: async () => {
        if (calls++ === 0) {
          started()
          await finished
        }
        return { leadId: String(calls), leadToken: 't'.repeat(43) }
      },
    })
    const app = express()
    app.use(
      '/fn',
      functionsDoor({ admission: { inFlight: 1, queued: 0, retryAfterSeconds: 7 }, logger: createLogger('silent') }),
      functionsRouter({
        payload: {} as Payload,
        logger: createLogger('silent'),
        rateLimitPerMinute: 1000,
        functions: { ...serverFunctions, 'create-lead': slowLead },
        payments: {} as PaymentProvider,
      }),
    )
    const server = app.listen(0, '127.0.0.1')
    servers.push(server)
    await new Promise((resolve) => server.once('listening', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/fn/create-lead`
    const call = (signal?: AbortSignal) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(LEAD), signal })

    const leaving = new AbortController()
    const first = call(leaving.signal).catch(() => 'left')
    await running
    leaving.abort()
    expect(await first).toBe('left')

    const refused = await call()
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('7')
    expect(await refused.json()).toEqual({ error: ERRORS.OVERLOADED.message, code: 'OVERLOADED' })

    finish()
    await expect.poll(async () => (await call()).status).toBe(200)
  })
})

describe('admission by cost: staff reports and request bytes (issue 30)', () => {
  const servers: ReturnType<express.Express['listen']>[] = []
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
  })

  async function serve(admission: AdmissionLimits, functions: Partial<FunctionRegistry>) {
    const app = express()
    app.use(
      '/fn',
      functionsDoor({ admission, logger: createLogger('silent') }),
      functionsRouter({
        payload: {} as Payload,
        logger: createLogger('silent'),
        rateLimitPerMinute: 1000,
        functions: { ...serverFunctions, ...functions },
        payments: {} as PaymentProvider,
      }),
    )
    const server = app.listen(0, '127.0.0.1')
    servers.push(server)
    await new Promise((resolve) => server.once('listening', resolve))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/fn`
  }
  const post = (url: string, body: unknown) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

  it('funnel-report and experiment-results share one door; other functions keep theirs', async () => {
    let finish!: () => void
    const finished = new Promise<void>((resolve) => (finish = resolve))
    let started!: () => void
    const running = new Promise<void>((resolve) => (started = resolve))
    const slowReport = defineFunction('funnel-report', {
      auth: 'public',
      handler: async () => {
        started()
        await finished
        throw new AppError('NOT_FOUND')
      },
    })
    const url = await serve(
      { inFlight: 4, queued: 4, retryAfterSeconds: 2, heavyInFlight: 1, heavyQueued: 0 },
      { 'funnel-report': slowReport },
    )
    const report = post(`${url}/funnel-report`, { funnel: 'home', from: '2021-01-01', to: '2021-01-02' })
    await running
    const other = await post(`${url}/experiment-results`, {})
    expect(other.status).toBe(503)
    expect(other.headers.get('retry-after')).toBe('2')
    expect((await post(`${url}/create-lead`, {})).status).toBe(400)
    finish()
    expect((await report).status).toBe(404)
  })

  it('refuses a call whose declared body would take the bytes in flight past the budget', async () => {
    const url = new URL(await serve({ inFlight: 32, queued: 32, retryAfterSeconds: 2, bytesInFlight: 300_000 }, {}))
    // A call that declared 200 kB and has not sent them yet holds its bytes.
    const held = http.request(`${url}/create-lead`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '200000' },
    })
    held.on('error', () => undefined)
    held.flushHeaders()
    held.write('{')
    await new Promise((resolve) => setTimeout(resolve, 100))
    const big = await fetch(`${url}/create-lead`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"pad":"${'x'.repeat(199_000)}"}`,
    })
    expect(big.status).toBe(503)
    expect((await post(`${url}/create-lead`, {})).status).toBe(400)
    held.destroy()
    await expect
      .poll(
        async () =>
          (
            await fetch(`${url}/create-lead`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: `{"pad":"${'x'.repeat(199_000)}"}`,
            })
          ).status,
      )
      .toBe(400)
  })
})

const LEAD = leadModalBody('ada@example.com')
