import { afterAll, describe, expect, it } from 'vitest'
import { io } from 'socket.io-client'
import { startServer, TEST_ADMIN, type RunningServer } from '../support/server'

let server: RunningServer | undefined

afterAll(async () => {
  await server?.stop()
})

describe('graceful shutdown', () => {
  it('finishes on SIGTERM with exit code 0, and then refuses connections', async () => {
    server = await startServer()
    const url = server.url

    const health = await fetch(`${url}/healthz`)
    expect(await health.json()).toEqual({ ok: true })

    // an open realtime connection and an idle keep-alive connection must not hold it up
    const login = await fetch(`${url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    })
    const { token } = (await login.json()) as { token: string }
    const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false, auth: { token } })
    await new Promise((resolve, reject) => {
      socket.once('session:ready', resolve)
      socket.once('connect_error', reject)
    })
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve))

    const started = Date.now()
    const code = await server.stop()
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
  })
})
