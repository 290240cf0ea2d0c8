/**
 * The visitor's country, as a CDN names it. With the cookie banner on (docs/decisions/121) the
 * server asks visitors from the EU, EEA and UK, and those whose country it cannot tell, before it
 * measures them (a visitor id, experiments, the first-seen time). An HTTP test picks its
 * visitor's country with `CF-IPCountry`; a request to a test server that names none comes from
 * the United States, so a test that is not about consent meets the server as before.
 *
 * A setup file of the integration and e2e projects (vitest.config.ts): it gives every `fetch`
 * to a loopback server that header; browsers get it from `openPage` (tests/support/browser.ts).
 */
export const TEST_VISITOR_COUNTRY = 'US'
/** A country the banner asks in, and Cloudflare's answer when it cannot tell. */
export const EU_COUNTRY = 'DE'
export const UNKNOWN_COUNTRY = 'XX'
/** A request that names no country at all (a test of the headers themselves): an empty header is left alone and names none. */
export const NO_COUNTRY = { 'cf-ipcountry': '' } as const

const COUNTRY_HEADERS = ['cf-ipcountry', 'x-vercel-ip-country', 'cloudfront-viewer-country']

const isLoopback = (url: string) => /^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?\//i.test(url)

/** Whether `headers` name the visitor's country. */
export const namesCountry = (headers: Record<string, string> = {}): boolean =>
  Object.keys(headers).some((name) => COUNTRY_HEADERS.includes(name.toLowerCase()))

/** `headers` with the test visitor's country, unless they name one already. */
export function withVisitorCountry<H extends Record<string, string>>(headers: H = {} as H): H {
  return namesCountry(headers) ? headers : { ...headers, 'CF-IPCountry': TEST_VISITOR_COUNTRY }
}

const originalFetch = globalThis.fetch
globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  if (!isLoopback(url)) return originalFetch(input, init)
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
  if (COUNTRY_HEADERS.some((name) => headers.has(name))) return originalFetch(input, init)
  headers.set('cf-ipcountry', TEST_VISITOR_COUNTRY)
  return originalFetch(input, { ...init, headers })
}
