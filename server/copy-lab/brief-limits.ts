/**
 * The length a marketer's brief asks for ("under 70 characters", "at most 8 words"), which a
 * proposal must keep as it keeps the slot's own length (issue 32, point 9). "Under" and "fewer
 * than" exclude the number; "at most", "no more than", "max" and "up to" include it.
 */
export type BriefLimits = { maxLength: number | null; maxWords: number | null }

const LIMIT =
  /\b(under|below|less than|fewer than|shorter than|at most|no more than|not more than|max(?:imum)?|up to|within)\s*(?:of\s*)?(\d{1,4})\s*(characters?|chars?|letters?|words?)\b/gi

export function briefLimitsOf(brief: string | undefined): BriefLimits {
  const limits: BriefLimits = { maxLength: null, maxWords: null }
  for (const [, bound, number, unit] of (brief ?? '').matchAll(LIMIT)) {
    const strict = /^(?:under|below|less|fewer|shorter)/i.test(bound!)
    const limit = Number(number) - (strict ? 1 : 0)
    const key = /^w/i.test(unit!) ? 'maxWords' : 'maxLength'
    // Two limits of one kind: the tighter holds.
    limits[key] = Math.min(limits[key] ?? Infinity, limit)
  }
  return limits
}
