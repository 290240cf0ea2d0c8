import { randomBytes } from 'node:crypto'
import fc from 'fast-check'
import { io, type Socket } from 'socket.io-client'
import { afterAll, describe, expect, it } from 'vitest'
import { ERRORS } from '../../contracts/errors'
import { api, baseUrl, fromAddress, tokenFor } from '../support/api'
import { DEMO, DEMO_PASSWORD } from '../support/server'
import { sessionCookieOn } from '../support/sign-in'

const FOREIGN = 'http://evil.example.com'
const own = () => new URL(baseUrl()).origin

/** The session cookie a browser would hold after signing in. */
const sessionCookie = (email: string, password: string) => sessionCookieOn(baseUrl(), email, password)

describe('no 5xx for bad input', () => {
  const json = { 'content-type': 'application/json' }
  it.each([
    [
      'JSON nested 5,000 deep to a function',
      '/fn/create-lead',
      { method: 'POST', headers: json, body: '['.repeat(5000) + ']'.repeat(5000) },
    ],
    [
      'an object nested 5,000 deep to a function',
      '/fn/track-funnel-event',
      { method: 'POST', headers: json, body: '{"a":'.repeat(5000) + '1' + '}'.repeat(5000) },
    ],
    ['a text/plain sign-up', '/api/users', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'email=a@b.c' }],
    ['a broken %-escape in an API path', '/api/leads/%E0%A4%A', {}],
    ['a broken %-escape in an admin path', '/admin/%E0%A4%A', {}],
    ['malformed JSON to GraphQL', '/api/graphql', { method: 'POST', headers: json, body: '{"query": ' }],
  ] as const)('%s', async (_name, path, init) => {
    const res = await fetch(`${baseUrl()}${path}`, init as RequestInit)
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(await res.text()).not.toMatch(/\bat .+\(.+:\d+:\d+\)/)
  })

  it('a urlencoded lead from an admin is refused as 415', async () => {
    const res = await api('/api/leads', {
      method: 'POST',
      as: 'admin',
      body: 'email=a@b.c',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(res.status).toBe(415)
  })

  it('anonymous GraphQL { Access { canAccessAdmin } } answers false', async () => {
    const res = await api('/api/graphql', { method: 'POST', body: { query: '{ Access { canAccessAdmin } }' } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ data: { Access: { canAccessAdmin: false } } })
  })

  it('property: malformed bodies, content types, paths and depths never get a 5xx from /fn, /api or /api/graphql', async () => {
    const segment = fc.oneof(
      fc.constantFrom('%E0%A4%A', '%', '%zz', '..', '%00', 'login', 'forgot-password', 'reset-password', 'me', '1', 'x'.repeat(300)),
      fc.string({ maxLength: 12 }).map(encodeURIComponent),
    )
    const path = fc.oneof(
      fc.constantFrom('/fn/create-lead', '/fn/track-funnel-event', '/fn/check-subscription', '/fn/update-lead', '/fn/unknown'),
      fc.constantFrom('/api/users', '/api/leads', '/api/funnel-events', '/api/graphql', '/api/globals/home', '/api/plans'),
      fc.tuple(fc.constantFrom('/fn', '/api', '/api/users', '/api/leads'), segment).map(([root, rest]) => `${root}/${rest}`),
    )
    const deep = fc
      .tuple(fc.integer({ min: 1, max: 6000 }), fc.constantFrom('[', '{"a":'))
      .map(([depth, open]) => open.repeat(depth) + (open === '[' ? '' : '1') + (open === '[' ? ']' : '}').repeat(depth))
    const body = fc.oneof(
      fc.json({ maxDepth: 4 }),
      fc.string({ maxLength: 200 }),
      deep,
      fc.constantFrom(
        '{',
        '{"query":',
        '[1,',
        '\u0000',
        '{"email": {"$ne": null}}',
        '{"query": "{ Access { canAccessAdmin } }"}',
        '{"query": "{ Users { docs { email } } }"}',
      ),
      fc.record({ query: fc.string({ maxLength: 60 }), variables: fc.anything({ maxDepth: 3 }) }).map((value) => JSON.stringify(value)),
    )
    const contentType = fc.constantFrom(
      'application/json',
      'application/json; charset=utf-16',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/graphql',
      '',
    )
    const request = fc.record({
      path,
      body,
      contentType,
      method: fc.constantFrom('POST', 'POST', 'PATCH', 'PUT', 'GET'),
      admin: fc.boolean(),
    })
    // The admin's POSTs reach the published home page: put it back after, as other files read it.
    const home = (await api('/api/globals/home?depth=0', { as: 'admin' })).body
    try {
      await assertNoServerError(request)
    } finally {
      const restored = await api('/api/globals/home', { method: 'POST', as: 'admin', body: { ...home, _status: 'published' } })
      expect(restored.status, JSON.stringify(restored.body).slice(0, 300)).toBe(200)
    }
  }, 300_000)
})

async function assertNoServerError(
  request: fc.Arbitrary<{ path: string; body: string; contentType: string; method: string; admin: boolean }>,
) {
  await fc.assert(
    fc.asyncProperty(request, async ({ path, body, contentType, method, admin }) => {
      // As admin only where a write cannot reach the users (a bulk PATCH could change them all).
      const asAdmin = admin && method === 'POST' && !path.startsWith('/api/users')
      const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {}
      if (asAdmin) headers.authorization = `JWT ${await tokenFor('admin')}`
      const res = await fetch(`${baseUrl()}${path}`, { method, headers, body: method === 'GET' ? undefined : body })
      const text = await res.text()
      expect(res.status, `${method} ${path} (${contentType}) ${body.slice(0, 120)} → ${text.slice(0, 200)}`).toBeLessThan(500)
      // GraphQL answers 200 with its errors inside; none may be a server error either.
      expect(text, `${method} ${path} ${body.slice(0, 120)}`).not.toMatch(/"statusCode":5\d\d/)
    }),
    { numRuns: 250 },
  )
}

describe('security headers', () => {
  it.each(['/', '/admin', '/api/plans', '/fn/create-lead'])('%s carries the set', async (path) => {
    const res = await fetch(`${baseUrl()}${path}`, {
      method: path.startsWith('/fn') ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json' },
      body: path.startsWith('/fn') ? '{}' : undefined,
    })
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("object-src 'none'")
    if (!path.startsWith('/admin')) expect(csp).toMatch(/script-src 'self'(;|$)/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    // Plain HTTP here: no HSTS (it is sent in production over HTTPS only).
    expect(res.headers.get('strict-transport-security')).toBeNull()
  })
  // Embed hosts a marketer allows: tests/integration/embed-hosts.test.ts.
})

describe('CSRF: a foreign origin cannot use the session cookie', () => {
  const sockets: Socket[] = []
  afterAll(() => sockets.forEach((socket) => socket.disconnect()))

  it('REST: a lead posted from another origin with the admin cookie is refused; from our origin it is not', async () => {
    const cookie = await sessionCookie(...(['admin@test.local', 'admin-password-123'] as const))
    const lead = { email: `csrf-${randomBytes(4).toString('hex')}@example.com`, name: 'CSRF', lead_type: 'free_training' }
    const post = (origin: string, path = '/api/leads') =>
      fetch(`${baseUrl()}${path}`, {
        method: 'POST',
        headers: { cookie, origin, 'content-type': 'application/json' },
        body: JSON.stringify(lead),
      })
    const foreign = await post(FOREIGN)
    expect(foreign.status).toBe(403)
    expect(((await foreign.json()) as { errors: { message: string }[] }).errors[0].message).toBe(ERRORS.FORBIDDEN.message)
    expect((await post('null')).status).toBe(403)
    expect((await post(FOREIGN, '/fn/update-lead')).status).toBe(403)
    // Fetch Metadata stands in for a missing Origin.
    const noOrigin = await fetch(`${baseUrl()}/api/leads`, {
      method: 'POST',
      headers: { cookie, 'sec-fetch-site': 'same-site', 'content-type': 'application/json' },
      body: JSON.stringify(lead),
    })
    expect(noOrigin.status).toBe(403)
    expect((await post(own())).status).not.toBe(403)
  })

  it('socket.io: a cookie connection from another origin is refused; from ours it is let in', async () => {
    const cookie = await sessionCookie(DEMO.agency, DEMO_PASSWORD)
    const connect = (origin: string) => {
      const socket = io(baseUrl(), { transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: { cookie, origin } })
      sockets.push(socket)
      return new Promise<string>((resolve) => {
        socket.once('connect_error', (error) => resolve(error.message))
        socket.once('session:ready', () => resolve('ready'))
      })
    }
    expect(await connect(FOREIGN)).toBe('Forbidden origin')
    expect(await connect(own())).toBe('ready')
  })
})

describe('sign-in attempts and honest limits', () => {
  const wrong = (email: string, from: string, headers: Record<string, string> = {}) =>
    fromAddress(from, '/api/users/login', { body: { email, password: 'wrong-password' }, headers })

  it('limits attempts on one account from one address with a 429 carrying Retry-After; a spoofed X-Forwarded-For does not help', async () => {
    const email = DEMO.marketer
    for (let i = 0; i < 10; i++) expect((await wrong(email, '127.0.0.21')).status).toBe(401)
    const limited = await wrong(email, '127.0.0.21')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.headers['ratelimit-policy']).toBeTruthy()
    expect(limited.body.errors[0].message).toBe(ERRORS.RATE_LIMITED.message)
    // The right password from there waits too.
    expect((await fromAddress('127.0.0.21', '/api/users/login', { body: { email, password: DEMO_PASSWORD } })).status).toBe(429)
    // Other X-Forwarded-For values are not other clients (TRUST_PROXY is off).
    for (let i = 0; i < 20; i++) expect((await wrong(email, '127.0.0.21', { 'x-forwarded-for': `198.51.100.${i}` })).status).toBe(429)
  })

  it('a stranger cannot lock the real user out: the user signs in from their own address', async () => {
    const email = DEMO.analyst
    for (let i = 0; i < 12; i++) await wrong(email, '127.0.0.22')
    expect((await wrong(email, '127.0.0.22')).status).toBe(429)
    const owner = await fromAddress('127.0.0.23', '/api/users/login', { body: { email, password: DEMO_PASSWORD } })
    expect(owner.status).toBe(200)
  })

  it('answers an unknown account exactly like a known one', async () => {
    const known = DEMO.vendor
    const unknown = `nobody-${randomBytes(4).toString('hex')}@example.com`
    const answers: Record<string, { status: number; body: unknown }[]> = { known: [], unknown: [] }
    for (let i = 0; i < 11; i++) {
      const [a, b] = await Promise.all([wrong(known, '127.0.0.24'), wrong(unknown, '127.0.0.24')])
      answers.known.push({ status: a.status, body: a.body })
      answers.unknown.push({ status: b.status, body: b.body })
    }
    expect(answers.unknown).toEqual(answers.known)
    expect(answers.known.at(-1)!.status).toBe(429)
  })

  it('funnel tracking and lead capture have separate budgets', async () => {
    const remaining = (headers: Headers) => Number(/r=(\d+)/.exec(headers.get('ratelimit') ?? '')?.[1])
    const lead = async () => remaining((await api('/fn/create-lead', { method: 'POST', body: {} })).headers)
    const before = await lead()
    for (let i = 0; i < 3; i++) await api('/fn/track-funnel-event', { method: 'POST', body: {} })
    // The tracker's calls did not spend the lead form's budget.
    expect(await lead()).toBe(before - 1)
  })
})
