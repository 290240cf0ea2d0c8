import type { Config } from '../../cms/payload-types'

/**
 * Which CMS content each public route renders, shared by the server (which loads it before
 * rendering) and the client (which hydrates with it and fetches it on client navigation).
 */
export type ContentKey = 'site-settings' | 'home'

/** Each content key's global, as cms/payload-types.ts types it. */
export type ContentMap = Pick<Config['globals'], ContentKey>
export type InitialData = { content: Partial<ContentMap>; visitorId: string; preview?: boolean }

const SHARED: ContentKey[] = ['site-settings']

/** The route table of spec section 2; '*' patterns match any deeper path. */
export const ROUTE_CONTENT: { pattern: string; content: ContentKey[] }[] = [
  { pattern: '/', content: [...SHARED, 'home'] },
  { pattern: '/home', content: [...SHARED, 'home'] },
  { pattern: '/pricing', content: SHARED },
  { pattern: '/auth', content: SHARED },
  { pattern: '/getdemo', content: SHARED },
  { pattern: '/get-demo', content: SHARED },
  { pattern: '/success', content: SHARED },
  { pattern: '/cancel', content: SHARED },
  { pattern: '/survey', content: SHARED },
  { pattern: '/offer', content: SHARED },
  { pattern: '/offer/checkout', content: SHARED },
  { pattern: '/offer/success', content: SHARED },
  { pattern: '/app', content: SHARED },
  { pattern: '/app/*', content: SHARED },
]

/** The content a path needs, and whether the path exists at all (404 otherwise). */
export function routeContent(pathname: string): { found: boolean; content: ContentKey[] } {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  for (const route of ROUTE_CONTENT) {
    if (route.pattern.endsWith('/*') ? path.startsWith(route.pattern.slice(0, -1)) : path === route.pattern)
      return { found: true, content: route.content }
  }
  return { found: false, content: SHARED }
}
