import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { api, baseUrl } from '../support/api'
import { credentialsOf, sameOriginHeaders, sessionCookieOn, type Role } from '../support/sign-in'
import { as } from '../support/workspace'

/**
 * Issue 38: the functions believe a browser's session cookie as Payload's own API does. The
 * suite's server runs with SERVER_URL set (tests/support/server.ts), so Payload takes the cookie
 * only beside an Origin on SERVER_URL's list, or Sec-Fetch-Site same-origin; a check handed the
 * cookie alone refused every signed-in browser with 401.
 */
const FOREIGN = 'https://evil.example.com'
const own = () => new URL(baseUrl()).origin
const cookieOf = (who: Role) => sessionCookieOn(baseUrl(), credentialsOf(who).email, credentialsOf(who).password)

/** A function called from a page with the session cookie and the headers given. */
async function callWithCookie(name: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(`${baseUrl()}/fn/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

describe('a browser signed in by cookie, with SERVER_URL set', () => {
  it.each(['admin', 'analyst'] as const)(
    '%s: experiment results by cookie from our pages, as /api/users/me; refused from another origin',
    async (who) => {
      const cookie = await cookieOf(who)
      const me = await fetch(`${baseUrl()}/api/users/me`, { headers: sameOriginHeaders(baseUrl(), cookie) })
      expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe(credentialsOf(who).email)

      // As Chromium sends a fetch from /admin/experiments: Origin and Sec-Fetch-Site.
      const fromPage = await callWithCookie('experiment-results', {}, sameOriginHeaders(baseUrl(), cookie))
      expect(fromPage.status, JSON.stringify(fromPage.body)).toBe(200)
      expect(fromPage.body.experiments).toBeInstanceOf(Array)
      // Fetch Metadata alone (a browser that leaves Origin out) is enough, as for Payload.
      expect((await callWithCookie('experiment-results', {}, { cookie, 'sec-fetch-site': 'same-origin' })).status).toBe(200)

      // The same cookie ridden by another site's page gets nothing.
      for (const headers of [
        { cookie, origin: FOREIGN, 'sec-fetch-site': 'cross-site' } as Record<string, string>,
        { cookie, origin: FOREIGN },
        { cookie, 'sec-fetch-site': 'cross-site' },
      ]) {
        const refused = await callWithCookie('experiment-results', {}, headers)
        expect(refused.status, JSON.stringify(headers)).toBe(403)
        expect(refused.body).not.toHaveProperty('experiments')
      }
    },
  )

  it('an agency marks a vendor’s messages read by cookie; from another origin nothing is marked', async () => {
    // A new agency of its own, so the shared demo threads stay as they were.
    const email = `cookie-${randomBytes(6).toString('hex')}@example.com`
    expect((await api('/api/users', { method: 'POST', body: { email, password: 'cookie-password' } })).status).toBe(201)
    const cookie = await sessionCookieOn(baseUrl(), email, 'cookie-password')
    const products = (await api('/api/vendor-products?depth=0&limit=100', { as: 'vendor' })).body.docs as { id: number; name: string }[]
    const product = products.find((p) => p.name === 'TikTok Creator Studio')!
    const started = await callWithCookie(
      'create-conversation',
      { productId: product.id, subject: `Cookie ${email}` },
      sameOriginHeaders(baseUrl(), cookie),
    )
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const { conversationId } = started.body as { conversationId: string }
    const sent = await as('vendor', '/fn/send-message', { method: 'POST', body: { conversationId, content: 'Your studio is ready' } })
    expect(sent.status).toBe(200)

    expect((await callWithCookie('mark-read', { conversationId }, { cookie, origin: FOREIGN })).status).toBe(403)
    const read = await callWithCookie('mark-read', { conversationId }, sameOriginHeaders(baseUrl(), cookie))
    expect(read).toEqual({ status: 200, body: { updated: 1 } })
    const again = await callWithCookie('mark-read', { conversationId }, { cookie, origin: own() })
    expect(again).toEqual({ status: 200, body: { updated: 0 } })
  })
})

describe('a 403 says "Not allowed", a 401 "Not authenticated"', () => {
  const EXPERIMENT_CALLS: [string, unknown][] = [
    ['experiment-results', {}],
    ['holdout-lift', { from: '2026-01-01', to: '2026-01-31' }],
    ['experiment-units', { experiment: 'countdown-timer', metric: 'purchase' }],
    ['metric-baseline', { metric: 'purchase' }],
    ['control-experiment', { action: 'list' }],
  ]

  it.each(EXPERIMENT_CALLS)('%s: a signed-in marketer or agency gets 403 "Not allowed", a visitor 401', async (name, body) => {
    for (const who of ['marketer', 'agency'] as const) {
      const res = await api(`/fn/${name}`, { method: 'POST', as: who, body })
      expect(res, who).toEqual({ status: 403, body: { error: 'Not allowed', code: 'FORBIDDEN' }, headers: res.headers })
    }
    const anonymous = await api(`/fn/${name}`, { method: 'POST', body })
    expect(anonymous.status).toBe(401)
    expect(anonymous.body).toEqual({ error: 'Not authenticated', code: 'NOT_AUTHENTICATED' })
  })

  it('the same words for a marketer signed in by cookie', async () => {
    const res = await callWithCookie('experiment-results', {}, sameOriginHeaders(baseUrl(), await cookieOf('marketer')))
    expect(res).toEqual({ status: 403, body: { error: 'Not allowed', code: 'FORBIDDEN' } })
  })
})
