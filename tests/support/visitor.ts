import type { BrowserContext } from 'playwright-core'
import { signVisitorId } from '../../server/visitor-token'
import { TEST_PAYLOAD_SECRET } from './server'

/**
 * Visitor ids as the server issues them (server/visitor-id.ts): the `vid` cookie carries the id
 * signed with PAYLOAD_SECRET, and an unsigned or changed one starts a new visitor whose events
 * count toward no experiment. Every test server signs with TEST_PAYLOAD_SECRET unless a test
 * gives it another secret (then pass that one), so a test can still choose its visitors' ids
 * (a bucket, a hash) and be them.
 */
export const signedVisitor = (id: string, secret: string = TEST_PAYLOAD_SECRET): string => signVisitorId(secret, id)

/** The Cookie header of visitor `id` (signed). */
export const visitorCookie = (id: string, secret?: string): string => `vid=${signedVisitor(id, secret)}`

/** The visitor id in a `vid` cookie's value (the part before its signature). */
export const visitorIdOf = (cookieValue: string): string => cookieValue.split('.')[0]!

/** The visitor id the server gave a browser context (its `vid` cookie). */
export async function contextVisitorId(context: BrowserContext, url?: string): Promise<string> {
  const cookie = (await context.cookies(url)).find((c) => c.name === 'vid')
  if (!cookie) throw new Error('the browser has no vid cookie yet')
  return visitorIdOf(cookie.value)
}

/**
 * The sticky-bucket cookie (contracts/sticky-bucket-cookie.ts) of a visitor already bucketed in
 * `assignments` (experiment key → variation key): what a browser holds after it saw them, so the
 * server recomputes those variations for it (a visitor shown two variations over time, say).
 */
export const stickyBucketCookie = (id: string, assignments: Record<string, string>): string =>
  `gbsb_id=${encodeURIComponent(
    JSON.stringify({
      attributeName: 'id',
      attributeValue: id,
      assignments: Object.fromEntries(Object.entries(assignments).map(([experiment, variation]) => [`${experiment}__0`, variation])),
    }),
  )}`
