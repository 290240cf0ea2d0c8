/** How long before its expiry a token is refreshed: a few minutes, or less for a short-lived token. */
export const REFRESH_MARGIN_MS = 5 * 60_000

/** setTimeout fires at once for a longer delay (it is a signed 32-bit number of milliseconds). */
export const LONGEST_TIMER_MS = 2 ** 31 - 1

/** The token's `exp` (server seconds), and when on this browser's clock (epoch ms) it expires and is refreshed. */
export type TokenTimes = { exp: number; expiresAt: number; refreshAt: number }

/** The JWT's `iat` (seconds), read without verifying: it only sizes the refresh margin. */
export function issuedAt(token: string | null | undefined): number | null {
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { iat?: unknown }
    return typeof json.iat === 'number' ? json.iat : null
  } catch {
    return null
  }
}

/**
 * The margin for a token: REFRESH_MARGIN_MS, but at most a quarter of its lifetime, so a
 * short-lived token is not refreshed again as soon as it is issued.
 */
export function refreshMargin(lifetimeMs: number): number {
  return Math.min(REFRESH_MARGIN_MS, Math.max(0, lifetimeMs) / 4)
}

/**
 * Plans the refresh of a token from its `exp` (seconds). `exp` is on the server's clock, and
 * so is the answer's Date header: their difference is the time left whatever this
 * machine's clock says, which is then counted from `now` on this machine's clock.
 */
export function planRefresh({
  exp,
  token,
  serverDate,
  now,
}: {
  exp: number
  token?: string | null
  serverDate?: string | null
  now: number
}): TokenTimes {
  const serverNow = serverDate ? Date.parse(serverDate) : NaN
  const left = exp * 1000 - (Number.isNaN(serverNow) ? now : serverNow)
  const iat = issuedAt(token)
  const lifetime = iat !== null && iat < exp ? (exp - iat) * 1000 : left
  const expiresAt = now + left
  return { exp, expiresAt, refreshAt: expiresAt - refreshMargin(lifetime) }
}
