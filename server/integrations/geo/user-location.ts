import type { IncomingHttpHeaders } from 'node:http'
import type { UserLocation } from '../../../contracts/survey'

/**
 * City and region headers that CDNs add for the visitor's address: Cloudflare (visitor
 * location headers), Vercel, CloudFront and App Engine. A visitor who forges them only
 * changes the city the survey shows to themselves; nothing is stored (docs/decisions/025).
 */
const CDN_HEADERS: { city: string; region: string }[] = [
  { city: 'cf-ipcity', region: 'cf-region' },
  { city: 'x-vercel-ip-city', region: 'x-vercel-ip-country-region' },
  { city: 'cloudfront-viewer-city', region: 'cloudfront-viewer-country-region-name' },
  { city: 'x-appengine-city', region: 'x-appengine-region' },
]

/** A header value as words: URL-decoded (Vercel encodes), control characters out, a sane length. */
function headerText(value: string | string[] | undefined): string | null {
  const raw = Array.isArray(value) ? value[0] : value
  if (!raw) return null
  let text = raw
  try {
    text = decodeURIComponent(raw)
  } catch {
    /* not encoded */
  }
  text = text.replace(/[\p{Cc}<>]/gu, '').trim()
  // App Engine answers "?" for an unknown city.
  return text && text !== '?' ? text.slice(0, 100) : null
}

export function locationFromHeaders(headers: IncomingHttpHeaders): UserLocation | null {
  for (const names of CDN_HEADERS) {
    const city = headerText(headers[names.city])
    if (city) return { city: titleCase(city), region: headerText(headers[names.region]) }
  }
  return null
}

/** App Engine sends cities in lower case ("mountain view"). */
const titleCase = (text: string) => (text === text.toLowerCase() ? text.replace(/(^|[\s-])\p{L}/gu, (s) => s.toUpperCase()) : text)
