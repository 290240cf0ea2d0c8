import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { derivedSecret } from '../idempotency/seal'

/**
 * The capability create-lead hands the browser with a new lead: 256 random bits, of which only
 * the SHA-256 is stored (`token_hash`, never readable through the API). update-lead changes a
 * lead for whoever shows it, or for the lead's own funnel session.
 */
export function newLeadToken(): { leadToken: string; token_hash: string } {
  const leadToken = randomBytes(32).toString('base64url')
  return { leadToken, token_hash: hashLeadToken(leadToken) }
}

/**
 * The token of a lead created by a call with an idempotency key: derived from the call's subject
 * under the server's secret, so a retry answers the same token even when the node that stored
 * the lead died before keeping its answer (only the hash is stored, decision 046).
 */
export function retriedLeadToken(secret: string, subject: string): { leadToken: string; token_hash: string } {
  const leadToken = derivedSecret(secret, 'lead token', subject)
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
