import { randomBytes, randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { api, baseUrl } from '../support/api'
import { initialDataOf } from '../support/experiments'
import { trackerBatch } from '../support/tracker'
import { visitorCookie } from '../support/visitor'
import { EU_COUNTRY, UNKNOWN_COUNTRY } from '../support/visitor-country'

/** The names of the cookies a response sets. */
const cookiesSet = (res: Response) => res.headers.getSetCookie().map((line) => line.split('=')[0]!)

const openHome = (headers: Record<string, string>) => fetch(`${baseUrl()}/`, { headers, redirect: 'manual' })

const choose = (choice: 'accepted' | 'rejected', headers: Record<string, string> = {}) =>
  fetch(`${baseUrl()}/fn/record-consent-choice`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'CF-IPCountry': EU_COUNTRY, ...headers },
    body: JSON.stringify({ choice, version: 1 }),
  })

const eventId = () => `ev_${randomBytes(8).toString('hex')}`

describe('cookie consent (docs/decisions/121)', () => {
  it('asks a visitor from the EU, or from nowhere the CDN names, and sets none of its cookies before an answer', async () => {
    for (const country of [EU_COUNTRY, UNKNOWN_COUNTRY]) {
      const res = await openHome({ 'CF-IPCountry': country })
      expect(res.status).toBe(200)
      expect(cookiesSet(res)).toEqual([])
      const data = initialDataOf(await res.text())
      expect(data.consent).toEqual({ ask: true, tracking: false, version: 1 })
      expect(data.visitorId).toBe('')
      expect(data.assignment?.deferredTrackingCalls ?? []).toEqual([])
      // Every feature at its control: no rule that could put the visitor in an experiment.
      for (const feature of Object.values(data.experiments.payload.features) as { rules?: unknown[] }[])
        expect(feature.rules).toBeUndefined()
    }
  })

  it('measures a visitor from elsewhere until they choose otherwise', async () => {
    const res = await openHome({ 'CF-IPCountry': 'US' })
    expect(cookiesSet(res)).toEqual(expect.arrayContaining(['vid', 'first_seen']))
    const data = initialDataOf(await res.text())
    expect(data.consent).toEqual({ ask: false, tracking: true, version: 1 })
    expect(data.visitorId).not.toBe('')
  })

  it('remembers a reject without measuring, and an accept from the next page on; both are recorded', async () => {
    const rejected = await choose('rejected', { cookie: visitorCookie(randomUUID()) })
    expect(rejected.status).toBe(200)
    const consent = rejected.headers.getSetCookie().find((line) => line.startsWith('consent='))!
    expect(consent).toMatch(/^consent=rejected\.1;.*Max-Age=\d+.*HttpOnly/i)
    // The visitor id an earlier accept had set goes with the reject.
    expect(rejected.headers.getSetCookie().some((line) => /^vid=;/.test(line))).toBe(true)
    const after = await openHome({ 'CF-IPCountry': EU_COUNTRY, cookie: consent.split(';')[0]! })
    expect(cookiesSet(after)).toEqual([])
    expect(initialDataOf(await after.text()).consent).toEqual({ ask: false, tracking: false, version: 1 })

    const accepted = await choose('accepted')
    const cookie = accepted.headers
      .getSetCookie()
      .find((line) => line.startsWith('consent='))!
      .split(';')[0]!
    expect(cookie).toBe('consent=accepted.1')
    const next = await openHome({ 'CF-IPCountry': EU_COUNTRY, cookie })
    expect(cookiesSet(next)).toContain('vid')
    expect(initialDataOf(await next.text()).consent).toEqual({ ask: false, tracking: true, version: 1 })

    const records = await api('/api/consent-choices?sort=-chosen_at&limit=2', { as: 'admin' })
    expect(records.status).toBe(200)
    expect(records.body.docs.map((d: { choice: string }) => d.choice)).toEqual(['accepted', 'rejected'])
    expect(records.body.docs[0]).toMatchObject({ banner_version: 1, chosen_at: expect.any(String) })
    // Closed to the public and to staff who are not admins.
    expect((await api('/api/consent-choices')).status).toBe(403)
    expect((await api('/api/consent-choices', { as: 'analyst' })).status).toBe(403)
    expect(
      (
        await api('/api/consent-choices', {
          method: 'POST',
          body: { choice: 'accepted', banner_version: 1, chosen_at: new Date().toISOString() },
        })
      ).status,
    ).toBe(403)
  })

  it("stores an unconsented visitor's events under no visitor id, whatever the browser sends", async () => {
    const session = `page-${randomUUID()}`
    const events = [
      { event_id: eventId(), event_type: 'page_view', event_data: { path: '/' }, occurred_at: new Date().toISOString() },
      { event_id: eventId(), event_type: 'cta_click', event_data: { context: 'hero' }, occurred_at: new Date().toISOString() },
    ]
    const res = await fetch(`${baseUrl()}/fn/track-funnel-event`, {
      method: 'POST',
      // A visitor id cookie left from before, and a lead: neither is stored without consent.
      headers: { 'content-type': 'application/json', 'CF-IPCountry': EU_COUNTRY, cookie: visitorCookie(randomUUID()) },
      body: JSON.stringify({ ...trackerBatch(session, events, { pageUrl: `${baseUrl()}/` }), lead_id: randomUUID() }),
    })
    expect(res.status).toBe(200)
    expect(cookiesSet(res)).toEqual([])
    const stored = await api(`/api/funnel-events?where[session_id][equals]=${session}&limit=10`, { as: 'analyst' })
    expect(stored.body.totalDocs).toBe(2)
    for (const doc of stored.body.docs) {
      expect(doc.visitor_id ?? null).toBeNull()
      expect(doc.lead_id ?? null).toBeNull()
      expect(doc.flagged).toBe(false)
    }
  })

  it('counts those page views on the results of the experiments of the page, in no variation', async () => {
    const before = await api('/fn/experiment-results', { method: 'POST', body: {}, as: 'analyst' })
    expect([before.status, before.body?.error]).toEqual([200, undefined])
    const onHome = before.body.experiments.find((r: { pages: string[]; status: string }) => r.pages.includes('/') && r.status === 'running')
    const session = `page-${randomUUID()}`
    const view = { event_id: eventId(), event_type: 'page_view', event_data: { path: '/' }, occurred_at: new Date().toISOString() }
    await fetch(`${baseUrl()}/fn/track-funnel-event`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'CF-IPCountry': EU_COUNTRY },
      body: JSON.stringify(trackerBatch(session, [view], { pageUrl: `${baseUrl()}/` })),
    })
    const after = await api('/fn/experiment-results', { method: 'POST', body: { experiment: onHome.key }, as: 'analyst' })
    expect(after.body.experiments[0].withoutConsent).toBe(onHome.withoutConsent + 1)
    expect(after.body.experiments[0].variations.map((v: { users: number }) => v.users)).toEqual(
      onHome.variations.map((v: { users: number }) => v.users),
    )
  })
})
