/**
 * The urgency widgets' numbers (spec section 9, "Countdowns"): spots left is a random whole
 * number from min to max (2-4), and the 'last spot sold' timer starts at 47 minutes and rises
 * by one each minute the page is open. Randomness comes in as a number in [0, 1) so these are
 * deterministic and unit-testable; the widget supplies Math.random() after hydration.
 */

/** A whole number from `min` to `max`, both included; a range given backwards is put right. */
export function spotsLeft(random: number, min: number, max: number): number {
  const low = Math.ceil(Math.min(min, max))
  const high = Math.floor(Math.max(min, max))
  const unit = Number.isFinite(random) ? Math.min(Math.max(random, 0), 1 - Number.EPSILON) : 0
  return low + Math.floor(unit * (high - low + 1))
}

/** Minutes since the last spot sold: `startMinutes`, plus one for each full minute the page has been open. */
export const lastSpotSoldMinutes = (startMinutes: number, elapsedMs: number) => startMinutes + Math.floor(Math.max(0, elapsedMs) / 60_000)
