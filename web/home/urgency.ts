/**
 * The urgency widgets' numbers (docs/decisions/082): from the capacity a marketer sets and the
 * plans really sold this week, never from chance.
 */

/** Spots left this week: the capacity minus the plans sold, never below zero; null while no capacity is set. */
export function spotsLeft(capacity: number | null | undefined, sold: number | null | undefined): number | null {
  if (typeof capacity !== 'number' || !Number.isFinite(capacity) || capacity <= 0) return null
  return Math.max(0, Math.floor(capacity) - Math.max(0, sold ?? 0))
}

/** Whole minutes since `at` (an ISO time), never negative; null when there is no time. */
export function minutesSince(at: string | null | undefined, now: number): number | null {
  const then = at ? Date.parse(at) : NaN
  return Number.isFinite(then) ? Math.max(0, Math.floor((now - then) / 60_000)) : null
}
