/**
 * The pure parts of the gated hero video's engagement overlay and badge (spec sections 2, 4
 * and 9): real viewers and purchases (docs/decisions/117), milestones and emojis. Randomness is passed in as a number in [0, 1) so everything
 * here is deterministic and unit-testable; the component supplies Math.random().
 */

export type Milestone = { fromPercent: number; toPercent: number; message: string }

/** The real-progress marks reported as funnel events, once each. */
export const PROGRESS_MARKS = [25, 50, 75, 100] as const

/** Keeps a random draw inside [0, 1) even if a caller passes 1 or garbage. */
const unit = (random: number) => (Number.isFinite(random) ? Math.min(Math.max(random, 0), 1 - Number.EPSILON) : 0)

/** Template filling is shared with the rest of the page's CMS copy. */
export { fillTemplate as fill } from '../../../contracts/fill-template'

/**
 * The viewer count shown after one animation step (docs/decisions/117): it climbs toward the
 * real count one at a time and never passes it; a fall is shown at once. Null until the first
 * real count, and null while the real count is below the marketer's minimum.
 */
export function nextShownViewers(shown: number | null, real: number | null, minimum: number): number | null {
  if (real === null || real < minimum) return null
  if (shown === null || shown >= real) return real
  return Math.max(shown + 1, minimum)
}

/** A random delay in milliseconds between min and max seconds (inclusive of min). */
export function randomIntervalMs(minSeconds: number, maxSeconds: number, random: number): number {
  const low = Math.min(minSeconds, maxSeconds)
  const high = Math.max(minSeconds, maxSeconds)
  return Math.round((low + unit(random) * (high - low)) * 1000)
}

/** One item of a list chosen by a random draw; undefined for an empty list. */
export function pickRandom<T>(items: readonly T[], random: number): T | undefined {
  if (items.length === 0) return undefined
  return items[Math.floor(unit(random) * items.length)]
}

/** The milestone whose [from, to] range (inclusive) holds the displayed progress, if any. */
export function activeMilestone<M extends Pick<Milestone, 'fromPercent' | 'toPercent'>>(
  displayedPercent: number,
  milestones: readonly M[],
): M | null {
  return milestones.find((m) => displayedPercent >= m.fromPercent && displayedPercent <= m.toPercent) ?? null
}

/**
 * The percent still to watch for the badge 'Watch {percent}% to unlock': the distance from
 * the displayed progress to the (displayed) threshold, rounded up, never below 0. Float noise
 * below a millionth is ignored so 100 - 99.9999999 does not round up to 1.
 */
export function remainingPercent(displayedPercent: number, displayedThreshold: number): number {
  const gap = Math.round((displayedThreshold - displayedPercent) * 1e6) / 1e6
  return Math.max(0, Math.ceil(gap))
}

/** The real-progress marks newly reached (not yet in `fired`), in ascending order. */
export function newlyReachedMarks(realPercent: number, fired: ReadonlySet<number>, marks: readonly number[] = PROGRESS_MARKS): number[] {
  return marks.filter((mark) => realPercent >= mark && !fired.has(mark))
}

/** Splits a string of emojis into user-perceived characters (keeps ZWJ sequences and variation selectors whole). */
export function splitEmojis(emojis: string): string[] {
  const parts =
    typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function'
      ? Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(emojis), (s) => s.segment)
      : Array.from(emojis)
  return parts.filter((part) => part.trim() !== '')
}
