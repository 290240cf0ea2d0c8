import { normalPpf } from './distributions'
import { DEFAULT_ALPHA } from './gbstats'

/** How several comparisons (three or more arms, or several metrics) are corrected. */
export type Correction = 'benjamini-hochberg' | 'holm' | 'none'

/**
 * Adjusted p-values of one family, in the input's order.
 * Benjamini–Hochberg (false discovery rate): p₍ᵢ₎·m/i, made monotone from the largest down.
 * Holm (family-wise error): (m − i + 1)·p₍ᵢ₎, made monotone from the smallest up. Capped at 1.
 */
export function adjustPValues(pValues: readonly number[], correction: Correction): number[] {
  const m = pValues.length
  if (correction === 'none' || m < 2) return [...pValues]
  const order = pValues.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p || a.i - b.i)
  const out = new Array<number>(m)
  if (correction === 'benjamini-hochberg') {
    let running = 1
    for (let k = m - 1; k >= 0; k--) {
      running = Math.min(running, (order[k]!.p * m) / (k + 1))
      out[order[k]!.i] = Math.min(1, running)
    }
  } else {
    let running = 0
    for (let k = 0; k < m; k++) {
      running = Math.max(running, (m - k) * order[k]!.p)
      out[order[k]!.i] = Math.min(1, running)
    }
  }
  return out
}

/**
 * The interval that goes with an adjusted p-value, as GrowthBook draws it: the standard error
 * the adjusted p-value implies, |estimate| / z(1 − p/2), times z(1 − α/2) either side. An
 * adjusted p-value of 1 (or an estimate of 0) says nothing: null, an unbounded interval.
 */
export function adjustedInterval(estimate: number, adjustedP: number, alpha = DEFAULT_ALPHA): [number, number] | null {
  if (!(adjustedP < 1) || estimate === 0) return null
  const z = normalPpf(1 - adjustedP / 2)
  if (!(z > 0)) return null
  const half = (normalPpf(1 - alpha / 2) * Math.abs(estimate)) / z
  return [estimate - half, estimate + half]
}
