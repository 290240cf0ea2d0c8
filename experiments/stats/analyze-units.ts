import { capped, percentileCap } from './capping'
import { cupedMoments, pooledTheta, varianceReduction, type CupedSums } from './cuped'
import { bayesianTest, frequentistTest } from './gbstats'

/** One user of the per-user export: their variation, value after exposure and value in the 14 days before. */
export type UnitRow = { variation: string; value: number; pre: number }

export type UnitsAnalysis = {
  /** The percentile the values were capped at and the cap (null: not capped). */
  cap: { percentile: number; value: number | null } | null
  cuped: boolean
  variations: Array<{ variation: string; users: number; mean: number; unadjustedMean: number }>
  comparisons: Array<{
    variation: string
    theta: number
    uplift: number
    ci: [number, number]
    pValue: number
    chanceToWin: number
    varianceReduction: number
  }>
}

/**
 * The analyst's check on exported data (`npm run experiments -- analyze --file`): the same
 * statistics the app computes from the database's sums, from one row per user. The first
 * variation seen is the control; each other one is compared with it (θ pooled over the pair,
 * as gbstats does per comparison). Values are sample means (a revenue or count metric).
 */
export function analyzeUnits(rows: readonly UnitRow[], { cuped = false, cap }: { cuped?: boolean; cap?: number } = {}): UnitsAnalysis {
  const capValue =
    cap === undefined
      ? null
      : percentileCap(
          rows.map((r) => r.value),
          cap,
        )
  const order: string[] = []
  const arms = new Map<string, CupedSums>()
  for (const r of rows) {
    let s = arms.get(r.variation)
    if (!s) {
      order.push(r.variation)
      arms.set(r.variation, (s = { n: 0, sum: 0, sumSquares: 0, preSum: 0, preSquares: 0, crossSum: 0 }))
    }
    const value = capped(r.value, capValue)
    const pre = capped(r.pre, capValue)
    s.n++
    s.sum += value
    s.sumSquares += value * value
    s.preSum += pre
    s.preSquares += pre * pre
    s.crossSum += value * pre
  }
  if (order.length < 2) throw new Error('the file needs at least two variations')
  const control = arms.get(order[0]!)!
  const allTheta = cuped ? pooledTheta([...arms.values()]) : 0
  return {
    cap: cap === undefined ? null : { percentile: cap, value: capValue },
    cuped,
    variations: order.map((variation) => {
      const s = arms.get(variation)!
      return { variation, users: s.n, mean: cupedMoments(s, allTheta).mean, unadjustedMean: s.n ? s.sum / s.n : 0 }
    }),
    comparisons: order.slice(1).map((variation) => {
      const s = arms.get(variation)!
      const theta = cuped ? pooledTheta([control, s]) : 0
      const a = cupedMoments(control, theta)
      const b = cupedMoments(s, theta)
      const f = frequentistTest(a, b)
      return {
        variation,
        theta,
        uplift: f.uplift,
        ci: f.ci,
        pValue: f.pValue,
        chanceToWin: bayesianTest(a, b).chanceToWin,
        varianceReduction: cuped ? varianceReduction([control, s], theta) : 0,
      }
    }),
  }
}
