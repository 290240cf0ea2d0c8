import type { Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { api, baseUrl } from '../support/api'
import { useBrowser, waitForHydration } from '../support/browser'

const CTA = 'UNLOCK THE COMPLETE BLUEPRINT'
const TRACK = '**/fn/track-funnel-event'

type StoredEvent = { event_id: string; event_type: string; session_id: string; page_url: string; event_data: Record<string, unknown> }

/** What the analysts can read for one funnel session. */
async function storedEvents(sessionId: string): Promise<StoredEvent[]> {
  const query = `where[session_id][equals]=${encodeURIComponent(sessionId)}&limit=100&depth=0&sort=occurred_at`
  const { status, body } = await api(`/api/funnel-events?${query}`, { as: 'analyst' })
  expect(status).toBe(200)
  return body.docs
}

async function waitForEvents(sessionId: string, types: string[], timeout = 10_000): Promise<StoredEvent[]> {
  let events: StoredEvent[] = []
  await expect
    .poll(
      async () => {
        events = await storedEvents(sessionId)
        return types.every((type) => events.some((event) => event.event_type === type))
      },
      { timeout, interval: 250 },
    )
    .toBe(true)
  return events
}

const sessionIdOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('session_id'))

const batchOf = (request: Request) =>
  JSON.parse(request.postData() ?? '{}') as { session_id: string; events: { event_id: string; event_type: string }[] }

async function openHome(openPage: ReturnType<typeof useBrowser>['openPage']) {
  const opened = await openPage()
  const requests: Request[] = []
  opened.page.on('request', (request) => {
    if (request.url().endsWith('/fn/track-funnel-event')) requests.push(request)
  })
  await opened.page.goto(`${baseUrl()}/`)
  await waitForHydration(opened.page)
  return { ...opened, requests }
}

describe('funnel tracking from the browser', () => {
  const { openPage } = useBrowser()

  it('sends queued events every 5 s: the page view and the call-to-action click', async () => {
    const { page, requests, problems } = await openHome(openPage)
    const clickedAt = Date.now()
    await page.getByRole('button', { name: CTA }).click()
    const sent = await page.waitForRequest((request) => request.url().endsWith('/fn/track-funnel-event'), { timeout: 8_000 })
    expect(Date.now() - clickedAt).toBeLessThan(7_000)
    expect((await sent.response())?.status()).toBe(200)

    const sessionId = await sessionIdOf(page)
    expect(sessionId).toBeTruthy()
    expect(batchOf(sent).session_id).toBe(sessionId)
    const events = await waitForEvents(sessionId!, ['page_view', 'cta_click'])
    const click = events.filter((event) => event.event_type === 'cta_click')
    expect(click).toHaveLength(1)
    expect(click[0].event_data).toEqual({ context: 'hero' })
    expect(new URL(click[0].page_url).pathname).toBe('/')
    const view = events.filter((event) => event.event_type === 'page_view')
    expect(view).toHaveLength(1)
    expect(view[0].event_data).toEqual({ path: '/' })
    expect(requests).toHaveLength(1)

    // The filter the analysts use finds it too.
    const byType = await api(
      `/api/funnel-events?where[event_type][equals]=cta_click&where[session_id][equals]=${encodeURIComponent(sessionId!)}&depth=0`,
      { as: 'analyst' },
    )
    expect(byType.body.docs.map((doc: StoredEvent) => doc.event_id)).toEqual([click[0].event_id])
    // Visitors cannot read them.
    expect((await api(`/api/funnel-events?where[session_id][equals]=${encodeURIComponent(sessionId!)}`)).status).toBe(403)
    expect(problems()).toEqual([])
  })

  it('sends what is still queued with sendBeacon when the page is left', async () => {
    const { page, context, problems, expectProblem } = await openHome(openPage)
    expectProblem(/net::ERR_FAILED/)
    // Refuse every fetch to the tracking function: whatever gets stored came by beacon, which
    // request interception does not see (nor do the page's request events).
    let refused = 0
    await context.route(TRACK, (route) => {
      refused++
      return route.abort()
    })
    await page.getByRole('button', { name: CTA }).click()
    expect(problems().filter((text) => !text.includes('net::ERR_FAILED'))).toEqual([])
    await page.goto(`${baseUrl()}/healthz`) // leaving the page: pagehide → sendBeacon

    const sessionId = await sessionIdOf(page) // same tab, same origin: same session storage
    expect(sessionId).toBeTruthy()
    const events = await waitForEvents(sessionId!, ['page_view', 'cta_click'])
    expect(events.filter((event) => event.event_type === 'cta_click')).toHaveLength(1)
    expect(events.filter((event) => event.event_type === 'page_view')).toHaveLength(1)
    for (const event of events) expect(new URL(event.page_url).pathname).toBe('/')
    expect(refused).toBeLessThanOrEqual(1) // at most one 5 s flush can have come first
  })

  for (const failure of ['refused', 'stored but the answer was lost'] as const) {
    it(`puts a failed batch back and stores its events once (${failure})`, async () => {
      const { page, context, requests, expectProblem } = await openHome(openPage)
      // Chromium reports the refused answer; the tracker itself stays quiet.
      expectProblem(/status of 503/)
      let calls = 0
      await context.route(TRACK, async (route) => {
        calls++
        if (calls > 1) return route.continue()
        if (failure === 'stored but the answer was lost') await route.fetch()
        await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' })
      })
      await page.getByRole('button', { name: CTA }).click()

      // The first flush fails; the next one (5 s later) carries the same events again.
      await expect.poll(() => requests.length, { timeout: 15_000, interval: 250 }).toBeGreaterThanOrEqual(2)
      const [first, second] = requests.map(batchOf)
      // The hero CTA also opens the lead modal for a visitor without a lead.
      // Besides the home page's experiment exposures (experiment_viewed, one per experiment it reads).
      const steps = first.events.map((event) => event.event_type).filter((type) => type !== 'experiment_viewed')
      expect(steps.sort()).toEqual(['cta_click', 'lead_modal_open', 'page_view'])
      expect(second.events.map((event) => event.event_id).slice(0, first.events.length)).toEqual(
        first.events.map((event) => event.event_id),
      )

      const sessionId = await sessionIdOf(page)
      expect(first.session_id).toBe(sessionId)
      const events = await waitForEvents(sessionId!, ['page_view', 'cta_click'])
      await page.waitForTimeout(500)
      const final = await storedEvents(sessionId!)
      expect(final.filter((event) => event.event_type === 'cta_click')).toHaveLength(1)
      expect(final.filter((event) => event.event_type === 'page_view')).toHaveLength(1)
      expect(final.map((event) => event.event_id).sort()).toEqual(first.events.map((event) => event.event_id).sort())
      expect(events.length).toBeGreaterThan(0)
    })
  }
})
