import { isFunctionName } from '../../contracts/functions'

const FIXED = new Set(['/healthz', '/readyz', '/metrics', '/features.json', '/favicon.ico', '/webhooks/stripe'])
const PREFIXES: [RegExp, string][] = [
  [/^\/api(\/|$)/, '/api/*'],
  [/^\/admin(\/|$)/, '/admin'],
  [/^\/(_next|__nextjs)(\/|$)/, '/_next/*'],
  [/^\/assets\//, '/assets/*'],
  [/^\/socket\.io(\/|$)/, '/socket.io'],
  // The local payment provider's API and hosted pages.
  [/^\/v1\//, '/v1/*'],
  [/^\/pay(\/|$)/, '/pay/*'],
]

/**
 * The metrics label for a request path: a template, never the raw path, so a crawler's
 * made-up URLs cannot grow the label set. Function names are the catalogue's or ":name".
 */
export function routeTemplate(path: string, method: string): string {
  if (FIXED.has(path)) return path
  const fn = /^\/fn\/([^/]+)\/?$/.exec(path)
  if (fn) return isFunctionName(fn[1]!) ? `/fn/${fn[1]}` : '/fn/:name'
  if (path.startsWith('/fn/') || path === '/fn') return '/fn/:name'
  for (const [pattern, template] of PREFIXES) if (pattern.test(path)) return template
  // Other files of the web build have an extension; every other GET is a rendered page.
  if (/\.[a-z0-9]+$/i.test(path)) return 'static file'
  return method === 'GET' || method === 'HEAD' ? 'page' : 'other'
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** Methods outside HTTP's usual ones share one label. */
export const methodLabel = (method: string): string => (METHODS.has(method) ? method : 'OTHER')
