/**
 * The gated video's deliberately non-linear progress bar (spec section 9): it runs 1.5×
 * faster than real progress up to 25 %, 1× until 75 %, then 0.6×; shown progress never
 * passes 100.
 */
export type ProgressCurve = { fastUntil: number; fastRate: number; normalUntil: number; slowRate: number }

export const SPEC_PROGRESS_CURVE: ProgressCurve = { fastUntil: 25, fastRate: 1.5, normalUntil: 75, slowRate: 0.6 }

export function displayedProgress(realPercent: number, c: ProgressCurve = SPEC_PROGRESS_CURVE): number {
  const r = Math.max(0, Math.min(100, realPercent))
  const atFastEnd = c.fastUntil * c.fastRate
  const atNormalEnd = atFastEnd + (c.normalUntil - c.fastUntil)
  let shown: number
  if (r <= c.fastUntil) shown = r * c.fastRate
  else if (r <= c.normalUntil) shown = atFastEnd + (r - c.fastUntil)
  else shown = atNormalEnd + (r - c.normalUntil) * c.slowRate
  return Math.min(100, shown)
}

export const realProgress = (currentTime: number, duration: number) => (duration > 0 ? Math.min(100, (currentTime / duration) * 100) : 0)
