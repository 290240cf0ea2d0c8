import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLead } from '../../web/lib/create-lead'

/** The browser's create-lead client: the server's schemas, checked before any request. */
describe('createLead (web/lib/create-lead.ts)', () => {
  let requests: { url: string; body: any }[]
  let answer: { status: number; body: unknown }

  beforeEach(() => {
    requests = []
    answer = { status: 200, body: { leadId: 'lead-1', leadToken: 'token-1' } }
    vi.stubGlobal('window', { location: { search: '?utm_source=newsletter&utm_campaign=launch&other=x' } })
    vi.stubGlobal('sessionStorage', { getItem: () => 'session-1', setItem: () => undefined })
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      requests.push({ url, body: JSON.parse(String(init.body)) })
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } })
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  const roi = (values: { firstName?: string; email?: string; phone?: string }) =>
    createLead('roi', {
      email: values.email ?? '',
      phone: values.phone ?? '',
      name: values.firstName ?? '',
      context: 'roi_calculator',
      metadata: {
        roi_clients: 5,
        roi_hours_per_week: 15,
        roi_avg_client_value: 2000,
        roi_total_monthly_gain: 9950,
        firstName: values.firstName ?? '',
        lastName: '',
      },
    })

  it("gives the lead modal's first failing check in the spec's order, and sends nothing", async () => {
    const outcome = await createLead('lead-modal', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: ' ',
      phone: '',
      monthly_recurring_revenue: '',
      modal_context: 'hero',
    })
    expect(outcome).toEqual({ ok: false, reason: 'invalid', title: 'Email required', text: 'Please enter your email address.' })
    expect(requests).toEqual([])
  })

  it('checks the e-mail format of the ROI modal too', async () => {
    expect(await roi({ firstName: 'Grace', email: 'grace-at-example.com', phone: '555 0199' })).toEqual({
      ok: false,
      reason: 'invalid',
      text: 'Please fill in all required fields',
    })
    expect(await roi({ email: 'grace@example.com', phone: '555 0199' })).toEqual({
      ok: false,
      reason: 'invalid',
      text: 'Please fill in all required fields',
    })
    expect(requests).toEqual([])
  })

  it("sends the checked lead with the visit's session and UTM fields", async () => {
    const outcome = await roi({ firstName: ' Grace ', email: ' grace@example.com ', phone: '555 0199' })
    expect(outcome).toMatchObject({
      ok: true,
      leadId: 'lead-1',
      leadToken: 'token-1',
      lead: { email: 'grace@example.com', metadata: { firstName: 'Grace' } },
    })
    expect(requests).toHaveLength(1)
    expect(requests[0]!.url).toBe('/fn/create-lead')
    expect(requests[0]!.body).toMatchObject({
      context: 'roi_calculator',
      email: 'grace@example.com',
      session_id: 'session-1',
      utm_source: 'newsletter',
      utm_campaign: 'launch',
    })
    expect(requests[0]!.body).not.toHaveProperty('other')
  })

  it("drops visit fields a payload's schema does not know (the waitlist has no session id)", async () => {
    await createLead('waitlist', {
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      phone: '555',
      modal_context: 'paid_trial_waitlist',
    })
    expect(requests[0]!.body).not.toHaveProperty('session_id')
    expect(requests[0]!.body).toMatchObject({ utm_source: 'newsletter' })
  })

  it("passes on the server's title and text, and nothing when the request itself fails", async () => {
    answer = { status: 429, body: { error: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED' } }
    expect(await roi({ firstName: 'Grace', email: 'grace@example.com', phone: '555' })).toEqual({
      ok: false,
      reason: 'failed',
      title: undefined,
      text: 'Too many requests. Please wait a moment and try again.',
    })
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const outcome = roi({ firstName: 'Grace', email: 'grace@example.com', phone: '555' })
    await vi.runAllTimersAsync()
    expect(await outcome).toEqual({ ok: false, reason: 'failed' })
    vi.useRealTimers()
  })

  it('tries one submit again with one idempotency key when the answer is lost or the node is busy, not when refused', async () => {
    const keys: unknown[] = []
    const answers = [() => Promise.reject(new TypeError('Failed to fetch')), () => 503, () => 502, () => 200]
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['idempotency-key'])
      const status = await answers.shift()!()
      const body = status === 200 ? { leadId: 'lead-2', leadToken: 'token-2' } : { error: 'busy', code: 'OVERLOADED' }
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    })
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const outcome = roi({ firstName: 'Grace', email: 'grace@example.com', phone: '555' })
    await vi.runAllTimersAsync()
    expect(await outcome).toMatchObject({ ok: true, leadId: 'lead-2', leadToken: 'token-2' })
    expect(keys).toHaveLength(4)
    expect(new Set(keys).size).toBe(1)
    expect(keys[0]).toMatch(/^[\w.:-]{8,128}$/)

    // The next submit is another action, with its own key; a refusal (4xx) is not tried again.
    keys.length = 0
    answers.push(() => 400)
    const refused = roi({ firstName: 'Grace', email: 'grace@example.com', phone: '555' })
    await vi.runAllTimersAsync()
    expect(await refused).toMatchObject({ ok: false, reason: 'failed' })
    expect(keys).toHaveLength(1)
    vi.useRealTimers()
  })
})
