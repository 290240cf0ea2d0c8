import http from 'node:http'
import { afterAll, expect, it } from 'vitest'
import { io } from 'socket.io-client'
import { startServer, TEST_ADMIN, type RunningServer } from '../support/server'
import { signIn } from '../support/sign-in'
import { describeInSqlitePassOnly } from '../support/sqlite-pass-only'

let server: RunningServer | undefined

afterAll(async () => {
  await server?.stop()
})

const LEAD = {
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace.drain@example.com',
  phone: '555 0100',
  monthly_recurring_revenue: '$0 - $5,000',
  modal_context: 'hero',
}

/** A create-lead call whose body arrives in two parts: in flight until `finish` sends the rest. */
function slowCreateLead(url: string) {
  const body = JSON.stringify(LEAD)
  let resolveAnswer: (answer: { status: number; body: string }) => void = () => undefined
  const answer = new Promise<{ status: number; body: string }>((resolve) => (resolveAnswer = resolve))
  const req = http.request(
    new URL('/fn/create-lead', url),
    { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }, agent: false },
    (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => resolveAnswer({ status: res.statusCode ?? 0, body: text }))
    },
  )
  const failed = new Promise<never>((_resolve, reject) => req.on('error', reject))
  req.write(body.slice(0, 10))
  return { answer: Promise.race([answer, failed]), finish: () => req.end(body.slice(10)) }
}

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = await probe()
    if (found !== undefined) return found
    if (Date.now() > deadline) throw new Error(`${what}: not seen in ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describeInSqlitePassOnly('graceful shutdown', () => {
  it('on SIGTERM: /readyz 503 first, then refuses connections, finishes the request in flight, and exits with 0', async () => {
    // The drain delay lets a load balancer see /readyz fail before the node stops accepting.
    server = await startServer({ env: { DRAIN_DELAY_MS: '1500' } })
    const url = server.url

    const health = await fetch(`${url}/healthz`)
    expect(await health.json()).toEqual({ ok: true })
    expect((await fetch(`${url}/readyz`)).status).toBe(200)

    // an open realtime connection and an idle keep-alive connection must not hold it up
    const token = await signIn(url, TEST_ADMIN.email, TEST_ADMIN.password)
    const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false, auth: { token } })
    await new Promise((resolve, reject) => {
      socket.once('session:ready', resolve)
      socket.once('connect_error', reject)
    })
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve))

    // A request that started before SIGTERM: its body is still coming.
    const inFlight = slowCreateLead(url)
    await new Promise((resolve) => setTimeout(resolve, 300))

    const started = Date.now()
    const stopped = server.stop()

    // Draining: still answering, but not ready.
    const notReady = await until(
      async () => {
        const res = await fetch(`${url}/readyz`)
        return res.status === 503 ? ((await res.json()) as unknown) : undefined
      },
      5_000,
      '/readyz 503',
    )
    expect(notReady).toEqual({ ready: false, failed: ['draining'], checks: { draining: 'shutting down' } })

    // Then new connections are refused while the request in flight is still open.
    await until(
      () =>
        fetch(`${url}/healthz`).then(
          () => undefined,
          () => true,
        ),
      5_000,
      'connection refused',
    )

    inFlight.finish()
    const answer = await inFlight.answer
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ leadId: expect.any(String), leadToken: expect.any(String) })

    const code = await stopped
    const took = Date.now() - started
    expect(code).toBe(0)
    // well within the 10 s grace period: nothing was left waiting for the forced close
    expect(took).toBeLessThan(9000)
    expect(await disconnected).toBeTruthy()

    const logs = server.logs()
    expect(logs).toMatch(/"msg":"shutting down"/)
    expect(logs).toMatch(/"signal":"SIGTERM"/)
    expect(logs).toMatch(/"msg":"stopped"/)
    expect(logs).not.toMatch(/"level":50/)

    await expect(fetch(`${url}/healthz`)).rejects.toThrow()
    socket.close()
  }, 60_000)
})
