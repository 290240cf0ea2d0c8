import type { Request } from 'express'
import { serverOrigin, trustedOrigins } from '../../runtime/server-url'

/**
 * The product's origin for links it hands out: the return URLs of hosted payment pages and the
 * invitation links. SERVER_URL, never the Host header, which the caller chooses: a link built
 * from it would send a person (or their token) to another site. On a loopback SERVER_URL the
 * loopback name the visitor used (localhost or 127.0.0.1) stays, so their storage comes back.
 */
export function siteOrigin(req: Request): string {
  const asked = `${req.protocol}://${req.get('host')}`
  if (trustedOrigins().includes(asked)) return asked
  const origin = serverOrigin()
  // start-up always sets SERVER_URL (server/start.ts); without it there is no safe answer.
  if (!origin) throw new Error('SERVER_URL is not set')
  return origin
}

/** The origin of links that go into e-mails: SERVER_URL alone, whoever's request made them. */
export function mailOrigin(): string {
  const origin = serverOrigin()
  if (!origin) throw new Error('SERVER_URL is not set')
  return origin
}
