import { randomBytes } from 'node:crypto'
import { io, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { api, baseUrl, serverLogs, tokenFor } from '../support/api'
import { startServer, TEST_ADMIN, type RunningServer } from '../support/server'
import { signIn } from '../support/sign-in'
import { describeInSqlitePassOnly } from '../support/sqlite-pass-only'

type LogLine = Record<string, unknown> & { msg?: string; requestId?: string; connectionId?: string; event?: string }

/**
 * The server's pino lines so far (plain lines skipped). The shared server's log file takes its
 * stdout and stderr as they come, so a long line can be cut by the other stream's chunk: such a
 * line is not one this file looks for, and is skipped too.
 */
function logLines(text = serverLogs()): LogLine[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as LogLine]
      } catch {
        return []
      }
    })
}

/** Lines are written as the request ends; give the pipe a moment. */
async function eventually<T>(find: () => T | undefined, timeoutMs = 5_000): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const found = find()
    if (found !== undefined) return found
    if (Date.now() > until) throw new Error('not found in time')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

const sockets: Socket[] = []
let metricsPortServer: RunningServer | undefined
afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
  await metricsPortServer?.stop()
})

describe('health and readiness', () => {
  it('/healthz says alive; /readyz checks the database and that every migration is applied', async () => {
    expect((await api('/healthz')).body).toEqual({ ok: true })
    const ready = await api('/readyz')
    expect(ready.status).toBe(200)
    // No REDIS_URL here: no Redis check. The test server runs in production mode, with migrations.
    expect(ready.body).toEqual({ ready: true, failed: [], checks: { database: 'ok', migrations: 'ok' } })
  })
})

describe('request ids', () => {
  it('echoes X-Request-Id and writes it on the log line of the request (a page not found)', async () => {
    const path = `/no-such-page-${randomBytes(4).toString('hex')}`
    const res = await fetch(`${baseUrl()}${path}`)
    expect(res.status).toBe(404)
    const id = res.headers.get('x-request-id')
    expect(id).toMatch(UUID)
    const line = await eventually(() => logLines().find((l) => l.msg === 'page not found' && l.path === path))
    expect(line.requestId).toBe(id)
  })

  it('writes it on the log line of a function call refused for bad input, and gives each request its own', async () => {
    const first = await api('/fn/create-lead', { method: 'POST', body: { email: 'not an email' } })
    const second = await api('/fn/create-lead', { method: 'POST', body: { email: 'not an email' } })
    expect(first.status).toBe(400)
    const id = first.headers.get('x-request-id')!
    expect(id).toMatch(UUID)
    expect(second.headers.get('x-request-id')).not.toBe(id)
    const line = await eventually(() => logLines().find((l) => l.requestId === id))
    expect(line).toMatchObject({ msg: 'function refused', fn: 'create-lead', code: 'INVALID_INPUT' })
  })

  it('ignores an X-Request-Id from a client that is not a trusted proxy', async () => {
    const res = await fetch(`${baseUrl()}/healthz`, { headers: { 'x-request-id': 'chosen-by-the-client' } })
    expect(res.headers.get('x-request-id')).toMatch(UUID)
  })

  it('carries it on Payload REST answers (through Next) too', async () => {
    const res = await api('/api/users/me')
    expect(res.headers.get('x-request-id')).toMatch(UUID)
  })

  it('names the connection (its socket.id) and each event in the log lines of a socket event', async () => {
    const socket = io(baseUrl(), {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: { token: await tokenFor('agency') },
    })
    sockets.push(socket)
    await new Promise((resolve, reject) => {
      socket.once('session:ready', resolve)
      socket.once('connect_error', reject)
    })
    const send = () => socket.timeout(5_000).emitWithAck('message:send', { conversationId: '', content: '', clientMessageId: 'x' } as never)
    expect(await send()).toEqual({ error: expect.any(String) })
    expect(await send()).toEqual({ error: expect.any(String) })
    const lines = await eventually(() => {
      const found = logLines().filter((l) => l.msg === 'socket event refused' && l.connectionId === socket.id)
      return found.length === 2 ? found : undefined
    })
    for (const line of lines)
      expect(line).toMatchObject({ event: 'message:send', code: 'INVALID_INPUT', requestId: expect.stringMatching(UUID) })
    expect(lines[0]!.requestId).not.toBe(lines[1]!.requestId)
  })
})

/** A sample's value in Prometheus text, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue
    const match = /^([a-z_]+)(\{(.*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const found = Object.fromEntries([...(match[3] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[4])
  }
  return undefined
}

describe('/metrics', () => {
  it('is not there for anonymous visitors and agency users', async () => {
    expect((await api('/metrics')).status).toBe(404)
    expect((await api('/metrics', { as: 'agency' })).status).toBe(404)
  })

  it('shows staff the latency by route template, function errors by code, sockets, ingest and process metrics', async () => {
    const session = `obs-${randomBytes(4).toString('hex')}`
    const events = [1, 2, 3].map((n) => ({ event_id: `ev_${randomBytes(8).toString('hex')}`, event_type: 'page_view', event_data: { n } }))
    const tracked = await api('/fn/track-funnel-event', {
      method: 'POST',
      body: { session_id: session, lead_id: null, events, page_url: 'http://localhost/', scroll_depth: 0, time_on_page: 0 },
    })
    expect(tracked.status).toBe(200)
    expect((await api('/fn/create-lead', { method: 'POST', body: {} })).status).toBe(400)
    expect((await api('/fn/no-such-function', { method: 'POST', body: {} })).status).toBe(404)
    const path = `/missing-${randomBytes(4).toString('hex')}`
    expect((await api(path)).status).toBe(404)

    const res = await api('/metrics', { as: 'analyst' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    const text = res.body as string
    expect(
      sample(text, 'http_request_duration_seconds_count', { method: 'POST', route: '/fn/track-funnel-event', status_code: '200' }),
    ).toBeGreaterThanOrEqual(1)
    expect(
      sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: 'page', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/*' })).toBeGreaterThanOrEqual(1)
    // Raw paths never become labels.
    expect(text).not.toContain(path)
    expect(text).not.toContain('no-such-function')
    expect(sample(text, 'function_errors_total', { fn: 'create-lead', code: 'INVALID_INPUT' })).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'function_errors_total', { fn: 'unknown', code: 'NOT_FOUND' })).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'funnel_events_stored_total')).toBeGreaterThanOrEqual(3)
    // The earlier test's socket is still open.
    expect(sample(text, 'socket_connections')).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'socket_events_total', { event: 'message:send' })).toBeGreaterThanOrEqual(2)
    expect(sample(text, 'webhook_retries_total')).toBeGreaterThanOrEqual(0)
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0)
  })

  it('counts socket connections up and down', async () => {
    const connections = async () => sample((await api('/metrics', { as: 'admin' })).body as string, 'socket_connections')!
    const before = await connections()
    const socket = io(baseUrl(), {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: { token: await tokenFor('vendor') },
    })
    sockets.push(socket)
    await new Promise((resolve, reject) => {
      socket.once('session:ready', resolve)
      socket.once('connect_error', reject)
    })
    expect(await connections()).toBe(before + 1)
    socket.disconnect()
    await vi.waitFor(async () => expect(await connections()).toBe(before), { timeout: 5_000 })
  })
})

describeInSqlitePassOnly('/metrics with METRICS_PORT', () => {
  beforeAll(async () => {
    metricsPortServer = await startServer({ env: { METRICS_PORT: '0' } })
  })

  it('answers on that port without a session, and not on the public port', async () => {
    if (!metricsPortServer) throw new Error('no server')
    // The metrics port may open a moment after the public one answers.
    const listeningLine = () => logLines(metricsPortServer!.logs()).find((l) => l.msg === 'metrics listening')
    await expect.poll(listeningLine, { timeout: 10_000 }).toBeDefined()
    const listening = listeningLine()
    const url = String(listening!.url)
    expect(new URL(url).port).not.toBe(new URL(metricsPortServer.url).port)
    const internal = await fetch(url)
    expect(internal.status).toBe(200)
    expect(await internal.text()).toMatch(/^# HELP http_request_duration_seconds /m)

    const token = await signIn(metricsPortServer.url, TEST_ADMIN.email, TEST_ADMIN.password)
    const publicPort = await fetch(`${metricsPortServer.url}/metrics`, { headers: { authorization: `JWT ${token}` } })
    expect(publicPort.status).toBe(404)
    expect(await publicPort.text()).not.toMatch(/http_request_duration_seconds/)
  })
})
