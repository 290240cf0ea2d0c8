import { afterAll, describe, expect, it } from 'vitest'
import { ERRORS } from '../../contracts/errors'
import { startServer, type RunningServer } from '../support/server'

let server: RunningServer | undefined

afterAll(async () => {
  await server?.stop()
})

/**
 * Whichever route of the admin's Next app starts Payload first, the REST API answers a hook's
 * validation error with its message (decision 041). On a fresh server the admin page is
 * opened first: with Payload bundled into each route, its error class was another copy and
 * the message was dropped.
 */
describe('a fresh server whose admin was opened first', () => {
  it('still answers a too-short sign-up password with the spec message', async () => {
    server = await startServer()
    const admin = await fetch(`${server.url}/admin`, { redirect: 'manual' })
    expect(admin.status).toBeLessThan(400)

    const res = await fetch(`${server.url}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `admin-first-${Date.now()}@example.com`, password: '12345' }),
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { errors: { name?: string; data?: { errors: { path: string; message: string }[] } }[] }
    expect(body.errors[0]?.name).toBe('ValidationError')
    expect(body.errors[0]?.data?.errors).toEqual([{ path: 'password', message: ERRORS.PASSWORD_TOO_SHORT.message }])
  })
})
