/**
 * The visitor's first visit (ms since 1970), set by the server on the first page it sends
 * (server/first-seen.ts) and read by the countdowns (docs/decisions/082).
 */
export const FIRST_SEEN_COOKIE = 'first_seen'

/**
 * Where a countdown runs to: the marketer's deadline when set, else `defaultHours` after the
 * visitor's first visit; null when neither is known (no cookie), so nothing is invented.
 */
export function countdownDeadline(deadline: string | null | undefined, defaultHours: number, firstSeen: number | null): number | null {
  if (deadline) {
    const at = Date.parse(deadline)
    return Number.isFinite(at) ? at : null
  }
  return firstSeen === null ? null : firstSeen + defaultHours * 3_600_000
}

/** The first-visit time in a cookie value, or null when it is not one. */
export function readFirstSeen(value: string | undefined): number | null {
  if (!value || !/^\d{10,15}$/.test(value)) return null
  return Number(value)
}
