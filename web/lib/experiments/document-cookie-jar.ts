import type { CookieJar } from '../../../contracts/sticky-bucket-cookie'

/** The browser's cookie jar (document.cookie). */
export const documentCookieJar: CookieJar = {
  get(name) {
    for (const part of document.cookie.split(';')) {
      const eq = part.indexOf('=')
      if (eq < 0 || part.slice(0, eq).trim() !== name) continue
      try {
        return decodeURIComponent(part.slice(eq + 1).trim())
      } catch {
        return undefined
      }
    }
    return undefined
  },
  set(name, value, maxAgeSeconds) {
    document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`
  },
}
