import { describe, expect, it } from 'vitest'
import { ROUTES, routeContent } from '../../web/app/routes'

/** Spec section 2's route table, plus the survey route of docs/decisions/006. */
const SPEC_ROUTES = [
  '/',
  '/home',
  '/pricing',
  '/auth',
  '/getdemo',
  '/get-demo',
  '/success',
  '/cancel',
  '/offer',
  '/offer/checkout',
  '/offer/success',
  '/app',
  '/app/join-chat',
  '/survey',
]

describe('routeContent', () => {
  it.each(SPEC_ROUTES)('finds %s', (path) => {
    const { found, content } = routeContent(path)
    expect(found).toBe(true)
    // A client's join page carries nothing of the site (white label, docs/decisions/084).
    if (path === '/app/join-chat') expect(content).not.toContain('site-settings')
    else expect(content).toContain('site-settings')
  })

  it('gives the home content to / and /home only', () => {
    expect(routeContent('/').content).toContain('home')
    expect(routeContent('/home').content).toContain('home')
    for (const path of SPEC_ROUTES.filter((p) => p !== '/' && p !== '/home')) {
      expect(routeContent(path).content, path).not.toContain('home')
    }
  })

  it.each(['/nope', '/pricing/extra', '/offers', '/apps', '/homepage', '/offer/checkout/more', '/application'])(
    'does not find %s',
    (path) => {
      expect(routeContent(path).found).toBe(false)
      // the 404 page still renders with the shared settings
      expect(routeContent(path).content).toEqual(['site-settings'])
    },
  )

  it('ignores trailing slashes', () => {
    expect(routeContent('/pricing/').found).toBe(true)
    expect(routeContent('/offer/checkout//').found).toBe(true)
    expect(routeContent('/home/').content).toContain('home')
    expect(routeContent('/app/').found).toBe(true)
    expect(routeContent('/nope/').found).toBe(false)
  })

  it('finds any path under /app (the client-rendered workspace)', () => {
    for (const path of ['/app/anything', '/app/messages/42', '/app/billing', '/app/settings/', '/app/join-chat']) {
      expect(routeContent(path).found, path).toBe(true)
    }
  })

  it('lists every spec route in its table; the workspace as one route for all of /app', () => {
    const paths = ROUTES.map((route) => route.path)
    for (const path of SPEC_ROUTES.filter((p) => p !== '/app')) expect(paths).toContain(path)
    expect(paths).toContain('/app/*')
  })

  it('matches paths as the router does (any case), so the server answers 200 where the router renders a page', () => {
    expect(routeContent('/Pricing').found).toBe(true)
    expect(routeContent('/HOME').content).toContain('home')
  })
})
