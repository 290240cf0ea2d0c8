import type { HomePageContent } from '../home/home-content'

/**
 * Which CMS content each public route renders, shared by the server (which loads it before
 * rendering) and the client (which hydrates with it and fetches it on client navigation).
 */
export type ContentKey = 'site-settings' | 'home'

/** A page's title, description and share image (plugin-seo's `meta` group), read at depth 1. */
export type PageMeta = { title?: string | null; description?: string | null; image?: { url?: string | null } | number | string | null }

export type SiteSettings = {
  theme: 'system' | 'light' | 'dark'
  support_email: string
  payment_links?: { get_started_url?: string | null } | null
  embeds?: { booking_widget_url?: string | null; coaching_booking_url?: string | null; testimonial_widget_url?: string | null } | null
  /** The default SEO of pages without their own. */
  meta?: PageMeta | null
}

/** The home page's content is modelled by the home feature (collections/Home/sections.ts). */
export type HomeContent = HomePageContent & { meta?: PageMeta | null }

export type ContentMap = { 'site-settings': SiteSettings; home: HomeContent }
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
