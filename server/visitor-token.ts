import { createHmac, timingSafeEqual } from 'node:crypto'

/** What a visitor id may be: the server makes UUIDs; tests and older cookies made other safe tokens. */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/

// A key of its own, derived from PAYLOAD_SECRET: a visitor cookie can never be read as any other signed value.
const keyFor = (secret: string) => createHmac('sha256', secret).update('visitor-id-cookie').digest()
const sign = (secret: string, id: string) => createHmac('sha256', keyFor(secret)).update(id).digest('base64url')

/** The `vid` cookie's value for a visitor id: `<id>.<signature>` (base64url HMAC-SHA256), tamper-evident. */
export function signVisitorId(secret: string, id: string): string {
  return `${id}.${sign(secret, id)}`
}

/**
 * The visitor id a `vid` cookie carries, or null when the server did not sign it (an old unsigned
 * cookie, a made-up id) or it was changed since.
 */
export function readVisitorId(secret: string, value: string | undefined): string | null {
  if (!value) return null
  const dot = value.indexOf('.')
  if (dot < 0) return null
  const id = value.slice(0, dot)
  if (!VISITOR_ID_PATTERN.test(id)) return null
  const expected = Buffer.from(sign(secret, id))
  const given = Buffer.from(value.slice(dot + 1))
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null
}
