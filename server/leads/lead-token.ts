import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * The capability create-lead hands the browser with a new lead: 256 random bits, of which only
 * the SHA-256 is stored (`token_hash`, never readable through the API). update-lead changes a
 * lead for whoever shows it, or for the lead's own funnel session.
 */
export function newLeadToken(): { leadToken: string; token_hash: string } {
  const leadToken = randomBytes(32).toString('base64url')
  return { leadToken, token_hash: hashLeadToken(leadToken) }
}

const hashLeadToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Whether `token` is the lead's; compared in constant time. */
export function leadTokenMatches(token: string | undefined, tokenHash: string | null | undefined): boolean {
  if (!token || !tokenHash) return false
  const given = Buffer.from(hashLeadToken(token), 'hex')
  const stored = Buffer.from(tokenHash, 'hex')
  return given.length === stored.length && timingSafeEqual(given, stored)
}
