import type { IncomingHttpHeaders } from 'node:http'
import maxmind, { type CityResponse, type Reader } from 'maxmind'
import type { UserLocation } from '../../../contracts/survey'
import { setting } from '../../../runtime/settings'
import type { Logger } from '../../../runtime/logger'

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

/** The CDNs' country headers (ISO 3166-1 alpha-2); Cloudflare answers XX or T1 (Tor) when it cannot tell. */
const COUNTRY_HEADERS = ['cf-ipcountry', 'x-vercel-ip-country', 'cloudfront-viewer-country', 'x-appengine-country']

/** The visitor's country code from the CDN's header, or null when no CDN says. */
export function countryFromHeaders(headers: IncomingHttpHeaders): string | null {
  for (const name of COUNTRY_HEADERS) {
    const code = headerText(headers[name])?.toUpperCase()
    if (code && /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'T1' && code !== 'ZZ') return code
  }
  return null
}

/** App Engine sends cities in lower case ("mountain view"). */
const titleCase = (text: string) => (text === text.toLowerCase() ? text.replace(/(^|[\s-])\p{L}/gu, (s) => s.toUpperCase()) : text)

let database: Promise<Reader<CityResponse> | null> | undefined

/** The MaxMind City database of GEOIP_DB_PATH, opened once; null when none is configured or it cannot be read. */
function cityDatabase(logger: Logger): Promise<Reader<CityResponse> | null> {
  database ??= (async () => {
    const file = setting('GEOIP_DB_PATH')
    if (!file) return null
    try {
      return await maxmind.open<CityResponse>(file, { watchForUpdates: true, watchForUpdatesNonPersistent: true })
    } catch (error) {
      logger.warn({ err: error, file }, 'the GeoIP database cannot be read; locations come from CDN headers only')
      return null
    }
  })()
  return database
}

/** The city and region of an address in the MaxMind database, in English. */
export async function locationFromDatabase(address: string | undefined, logger: Logger): Promise<UserLocation | null> {
  const ip = address?.replace(/^::ffff:/, '')
  if (!ip || !maxmind.validate(ip)) return null
  const reader = await cityDatabase(logger)
  const found = reader?.get(ip)
  const city = found?.city?.names.en
  if (!city) return null
  return { city, region: found?.subdivisions?.[0]?.names.en ?? null }
}
