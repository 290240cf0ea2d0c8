import { describe, expect, it } from 'vitest'
import { api, baseUrl, serverLogs } from '../support/api'
import { visitorIdOf } from '../support/visitor'

const HEADLINE = 'Resell Done-For-You Local SEO at 10x Your Delivery Cost'
// A section's CMS words (the scarcity line is now counted from real sales, docs/decisions/082).
const SECTION = 'The Three Pillars of a $50K/Month Agency'

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl()}${path}`, { headers, redirect: 'manual' })
  return { status: res.status, html: await res.text(), headers: res.headers }
}

function initialData(html: string): { visitorId: string; content: Record<string, any> } {
  const match = /<script id="initial-data" type="application\/json">(.*?)<\/script>/s.exec(html)
  expect(match, 'the initial data block in the page').toBeTruthy()
  return JSON.parse(match![1]!)
}

/** The vid cookie a response sets: its value (the id and its signature), the id, its lifetime, whether scripts can read it. */
function vidCookie(headers: Headers): { value: string; id: string; maxAge: number; httpOnly: boolean } | null {
  const cookie = headers.getSetCookie().find((c) => c.startsWith('vid='))
  if (!cookie) return null
  const value = /^vid=([^;]+)/.exec(cookie)![1]!
  const maxAge = Number(/Max-Age=(\d+)/i.exec(cookie)?.[1] ?? NaN)
  return { value, id: visitorIdOf(value), maxAge, httpOnly: /;\s*HttpOnly/i.test(cookie) }
}

/** Waits for a line to reach the server log (it is written as the child prints it). */
async function logLine(test: (line: string) => boolean, timeoutMs = 5000): Promise<string | undefined> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const line = serverLogs()
      .split('\n')
      .find((l) => l.startsWith('{') && test(l))
    if (line || Date.now() > until) return line
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** The server's account of a render that left part of a page to the browser, for a failure message. */
const renderTrouble = () =>
  serverLogs()
    .split('\n')
    .filter((line) => line.includes('left part of the page'))
    .slice(-3)
    .join('\n')

describe('server-rendered web pages', () => {
  it('renders the home page with its CMS words already in the HTML', async () => {
    const res = await page('/')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.html, renderTrouble()).toContain(HEADLINE)
    expect(res.html).toContain(SECTION)
    expect(res.html).toContain('UNLOCK THE COMPLETE BLUEPRINT')
    // inside the rendered app, not only in the hydration data
    const markup = res.html.replace(/<script id="initial-data" type="application\/json">.*?<\/script>/s, '')
    expect(markup).toContain(HEADLINE)
    expect(markup).toContain(SECTION)
    expect(initialData(res.html).content.home.hero.headline).toBe(HEADLINE)
    // The video box holds the still of the video's first frame from the first paint, fetched first.
    const poster = /<section aria-labelledby="hero-heading"[\s\S]*?(<img[^>]*>)/.exec(markup)?.[1] ?? ''
    expect(poster).toMatch(/src="\/api\/media\/file\/hero-training-poster\.webp"/)
    expect(poster).toMatch(/width="320"/)
    expect(poster).toMatch(/height="180"/)
    expect(poster).toMatch(/fetchPriority="high"/i)
    expect(poster).toMatch(/alt=""/)
  })

  it('gives a new visitor a year-long vid cookie and keeps it on the next visit', async () => {
    const first = await page('/')
    const cookie = vidCookie(first.headers)
    expect(cookie).not.toBeNull()
    // The id, signed by the server (docs/decisions/109); the page reads its id from its data, not the cookie.
    expect(cookie!.value).toMatch(/^[A-Za-z0-9-]{8,64}\.[A-Za-z0-9_-]{43}$/)
    expect(cookie!.httpOnly).toBe(true)
    expect(cookie!.maxAge).toBeGreaterThanOrEqual(360 * 24 * 3600)
    expect(cookie!.maxAge).toBeLessThanOrEqual(366 * 24 * 3600)
    expect(initialData(first.html).visitorId).toBe(cookie!.id)

    const second = await page('/', { cookie: `vid=${cookie!.value}` })
    expect(second.status).toBe(200)
    expect(vidCookie(second.headers)).toBeNull()
    expect(initialData(second.html).visitorId).toBe(cookie!.id)
  })

  it('gives two visitors different ids even when the page comes from the cache', async () => {
    const a = await page('/pricing')
    const b = await page('/pricing')
    const ida = initialData(a.html).visitorId
    const idb = initialData(b.html).visitorId
    expect(ida).toBeTruthy()
    expect(idb).toBeTruthy()
    expect(ida).not.toBe(idb)
    expect(vidCookie(a.headers)!.id).toBe(ida)
    expect(vidCookie(b.headers)!.id).toBe(idb)
    // a visitor's id never leaks into another visitor's page
    expect(b.html).not.toContain(ida)
  })

  it('replaces a malformed vid cookie with a new one', async () => {
    const res = await page('/', { cookie: 'vid=<script>' })
    const cookie = vidCookie(res.headers)
    expect(cookie).not.toBeNull()
    expect(cookie!.value).not.toContain('script')
    expect(initialData(res.html).visitorId).toBe(cookie!.id)
  })

  it('renders /home, the canonical home path, with the headline', async () => {
    const res = await page('/home')
    expect(res.status).toBe(200)
    expect(res.html, renderTrouble()).toContain(HEADLINE)
    expect(res.html).toContain(SECTION)
  })

  it('names /home as the canonical address of / and /home, and each other page its own (SERVER_URL)', async () => {
    const origin = new URL(baseUrl()).origin
    const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
    for (const path of ['/', '/home', '/home?ref=home&email=a%40b.com']) {
      expect(canonical((await page(path)).html), path).toBe(`${origin}/home`)
    }
    expect(canonical((await page('/pricing?ref=survey')).html)).toBe(`${origin}/pricing`)
    expect(canonical((await page('/get-demo')).html)).toBe(`${origin}/getdemo`)
    // A page that is not there names no address of its own.
    expect(canonical((await page('/nope')).html)).toBeUndefined()
  })

  it.each([
    '/pricing',
    '/auth',
    '/getdemo',
    '/get-demo',
    '/cancel',
    '/offer',
    '/offer/checkout',
    '/offer/success',
    '/app',
    '/app/join-chat',
    '/app/join-chat?token=abc',
    '/survey',
    '/pricing?email=a%40b.com&ref=home',
  ])('answers %s with 200 HTML', async (path) => {
    const res = await page(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.html).toContain('<div id="root">')
    // A client's join page carries nothing of the site (white label, docs/decisions/084).
    const clientPage = path.startsWith('/app/join-chat')
    expect(Boolean(initialData(res.html).content['site-settings'])).toBe(!clientPage)
    expect(res.html).not.toContain('Oops! Page not found')
  })

  it('sends a visitor without a session from /success home before drawing it, and shows it with one', async () => {
    const signedOut = await page('/success?session_id=cs_test_nobody')
    expect(signedOut.status).toBe(302)
    expect(signedOut.headers.get('location')).toBe('/')
    const signedIn = await page('/success?session_id=cs_test_nobody', { cookie: 'payload-token=a-session' })
    expect(signedIn.status).toBe(200)
    expect(signedIn.html).toContain('<div id="root">')
  })

  it('answers an unknown path with the 404 page and logs the bad path', async () => {
    const res = await page('/nope')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.html).toContain('Oops! Page not found')
    expect(res.html).toContain('Back to Home')
    const line = await logLine((l) => l.includes('"page not found"') && l.includes('"path":"/nope"'))
    expect(line, 'a JSON log line "page not found" with path /nope').toBeTruthy()
    expect(JSON.parse(line!)).toMatchObject({ msg: 'page not found', path: '/nope' })
  })

  it('answers deeper unknown paths with 404 too', async () => {
    for (const path of ['/pricing/extra', '/offer/nope', '/homepage']) {
      expect((await page(path)).status, path).toBe(404)
    }
    // a second request for a cached 404 page is still a 404
    expect((await page('/nope')).status).toBe(404)
  })

  it('answers a path that cannot be decoded with 400, not a server error', async () => {
    for (const path of ['/%', '/%E0%A4%A', '/offer/%zz']) {
      const res = await page(path)
      expect(res.status, path).toBe(400)
      expect(res.html).not.toMatch(/URIError|at decodeParam/)
    }
    const logged = await logLine((l) => l.includes('"level":50') && l.includes('Failed to decode param'), 300)
    expect(logged, 'a bad URL is not logged as a server error').toBeUndefined()
  })

  it('escapes query text that reaches the page', async () => {
    const attack = '</script><script>alert(1)</script>'
    const res = await page(`/pricing?email=${encodeURIComponent(attack)}&firstName=${encodeURIComponent(attack)}&ref=home`)
    expect(res.status).toBe(200)
    expect(res.html).not.toContain('<script>alert(1)')
    const home = await page(`/?email=${encodeURIComponent(attack)}&ref=roi_calculator`)
    expect(home.html).not.toContain('<script>alert(1)')
  })

  it('answers /healthz', async () => {
    const res = await api('/healthz')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ok: true })
  })

  it('answers an unknown function with a JSON 404', async () => {
    for (const method of ['POST', 'GET']) {
      const res = await api('/fn/whatever', { method, body: method === 'POST' ? {} : undefined })
      expect(res.status, method).toBe(404)
      expect(res.body).toEqual({ error: 'Not found', code: 'NOT_FOUND' })
    }
    // a known function only answers POST
    const get = await api('/fn/create-lead')
    expect(get.status).toBe(404)
    expect(get.body.code).toBe('NOT_FOUND')
  })

  it('serves the admin, or sends visitors to its login', async () => {
    const res = await page('/admin')
    expect(res.status).not.toBe(500)
    if (res.status >= 300 && res.status < 400) expect(res.headers.get('location')).toMatch(/\/admin\/login/)
    else expect(res.status).toBe(200)
  })
})
