import { afterAll, beforeAll, expect, it } from 'vitest'
import { ERRORS } from '../../contracts/errors'
import { startServer, TEST_ADMIN, type RunningServer } from '../support/server'
import { describeInSqlitePassOnly } from '../support/sqlite-pass-only'

let server: RunningServer

// A fresh server: the first case opens its admin before anything else asks Payload for anything.
beforeAll(async () => {
  server = await startServer()
})

afterAll(async () => {
  await server?.stop()
})

/**
 * Whichever route of the admin's Next app starts Payload first, the REST API answers a hook's
 * validation error with its message (decision 041). On a fresh server the admin page is
 * opened first: with Payload bundled into each route, its error class was another copy and
 * the message was dropped.
 */
describeInSqlitePassOnly('a fresh server whose admin was opened first', () => {
  it('still answers a too-short sign-up password with the spec message', async () => {
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

/**
 * The admin and /api, served by Next, run on the Payload instance the server started: one per
 * process, not a second one from Next's bundled copy of the config (docs/decisions/070).
 */
describeInSqlitePassOnly('one Payload per process', () => {
  it('starts Payload once, however the admin, REST and GraphQL are used', async () => {
    const { url } = server
    const login = await fetch(`${url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify(TEST_ADMIN),
    })
    expect(login.status).toBe(200)
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!
    const list = await fetch(`${url}/admin/collections/leads`, { headers: { cookie, 'sec-fetch-site': 'same-origin' } })
    expect(list.status).toBe(200)
    await list.text()
    const graphql = await fetch(`${url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, cookie },
      body: JSON.stringify({ query: '{ meUser { user { email } } }' }),
    })
    expect(((await graphql.json()) as { data: { meUser: { user: { email: string } } } }).data.meUser.user.email).toBe(TEST_ADMIN.email)
    expect(server.logs().match(/Payload started/g)).toHaveLength(1)
  })
})
