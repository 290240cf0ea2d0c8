import { guardrailWorse } from './guardrail'
import type { ExperimentResult } from './results'

/**
 * What is wrong with an experiment's results right now (issue 19, point 5): a sample ratio
 * mismatch, or a guardrail metric significantly worse in a variation. `kind` is what an alert
 * is stored and notified once by: 'srm', or 'guardrail:<metric key>'.
 */
export type AlertCondition = {
  kind: string
  message: string
  srmP?: number
  metric?: string
  variation?: string
  uplift?: number
  pValue?: number
}

const percent = (x: number) => `${Math.abs(x * 100).toFixed(1)}%`

export function alertConditions(result: ExperimentResult): AlertCondition[] {
  // A draft has no traffic to judge.
  if (result.status === 'draft') return []
  const out: AlertCondition[] = []
  if (result.srmWarning) {
    const split = result.variations.map((v) => `${v.key} ${v.users} (expected ${(v.weight * 100).toFixed(0)}%)`).join(', ')
    out.push({
      kind: 'srm',
      srmP: result.srmP,
      message: `Sample ratio mismatch in ${result.key}: SRM p = ${result.srmP.toExponential(2)} (below 0.001). Exposures: ${split}. Do not trust these results.`,
    })
  }
  for (const metric of result.metrics) {
    if (metric.role !== 'guardrail') continue
    const worse = metric.comparisons.filter((c) => guardrailWorse(metric, c))
    if (!worse.length) continue
    // The worst variation names the alert; one alert per guardrail metric.
    const worst = worse.reduce((a, b) => (Math.abs(b.uplift) > Math.abs(a.uplift) ? b : a))
    const direction = metric.inverse ? 'higher' : 'lower'
    out.push({
      kind: `guardrail:${metric.key}`,
      metric: metric.key,
      variation: worst.variation,
      uplift: worst.uplift,
      pValue: worst.pValue,
      message: `Guardrail ${metric.name} got worse in ${result.key}: ${percent(worst.uplift)} ${direction} in ${worst.variation} than in ${result.variations[0]?.key ?? 'the baseline'} (p = ${worst.pValue.toPrecision(3)}).`,
    })
  }
  return out
}
