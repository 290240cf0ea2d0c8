import { StickyBucketServiceSync, type StickyAssignmentsDocument } from '@growthbook/growthbook'

/** How the service reaches cookies: the request/response on the server, document.cookie in the browser. */
export type CookieJar = {
  /** The decoded value of a cookie, if present. */
  get: (name: string) => string | undefined
  /** Sets a cookie to a plain (not yet encoded) value. */
  set: (name: string, value: string, maxAgeSeconds: number) => void
}

export const STICKY_COOKIE_PREFIX = 'gbsb_'
const ONE_YEAR_S = 60 * 60 * 24 * 365

/**
 * GrowthBook sticky-bucket assignments kept in one cookie per hash attribute (`gbsb_id`),
 * read and written the same way by the server and the browser (docs/decisions/034). The
 * cookie name is a plain token, so nothing depends on how a framework encodes names
 * (GrowthBook 1.8's ExpressCookieStickyBucketService writes the name URL-encoded and reads it
 * raw, which never matches under Express 5). The value is the JSON document, URL-encoded.
 */
export class CookieStickyBucketService extends StickyBucketServiceSync {
  constructor(private readonly jar: CookieJar) {
    super({ prefix: STICKY_COOKIE_PREFIX })
  }

  static cookieName(attributeName: string): string {
    return `${STICKY_COOKIE_PREFIX}${attributeName.replace(/[^A-Za-z0-9_-]/g, '_')}`
  }

  getAssignmentsSync(attributeName: string, attributeValue: string): StickyAssignmentsDocument | null {
    const raw = this.jar.get(CookieStickyBucketService.cookieName(attributeName))
    if (!raw) return null
    try {
      const doc = JSON.parse(raw) as StickyAssignmentsDocument
      // One cookie per attribute: a document of another value (another visitor id) is not this one's.
      if (doc?.attributeName !== attributeName || doc.attributeValue !== attributeValue || typeof doc.assignments !== 'object') return null
      return doc
    } catch {
      return null
    }
  }

  saveAssignmentsSync(doc: StickyAssignmentsDocument): void {
    this.jar.set(CookieStickyBucketService.cookieName(doc.attributeName), JSON.stringify(doc), ONE_YEAR_S)
  }
}
