import { setting } from './settings'

/**
 * SERVER_URL: the one public origin of the product (https://app.example.com), the source of
 * the links in e-mails and of the allow-list of origins that may send a signed-in browser's
 * writes (docs/decisions/018). Without it, start-up sets it to the address it listens on
 * (server/start.ts); it is read when needed, never at import, for that reason.
 */
export function serverOrigin(): string | undefined {
  const value = setting('SERVER_URL')
  return value === undefined ? undefined : new URL(value).origin
}

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]']

/**
 * The origins trusted to act for a signed-in user: SERVER_URL's, and on a loopback address its
 * other loopback names too (a developer opens localhost or 127.0.0.1 alike).
 */
export function trustedOrigins(): string[] {
  const origin = serverOrigin()
  if (!origin) return []
  const url = new URL(origin)
  if (!LOOPBACK.includes(url.hostname)) return [origin]
  return LOOPBACK.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`)
}
