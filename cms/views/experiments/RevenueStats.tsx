'use client'
import { useEffect, useState } from 'react'
import { EXPERIMENT_CORRECTIONS, type ExperimentResultsAnswer } from '../../../contracts/experiments'
import type { MetricBaselineAnswer } from '../../../contracts/metric-baseline'
import { meanSamplePerArm } from '../../../experiments/stats/power'

type Answered = ExperimentResultsAnswer['experiments'][number]
type Correction = (typeof EXPERIMENT_CORRECTIONS)[number]

/** How the results are computed: the analyst's choices, sent with every look (docs/decisions/089). */
export type StatsOptions = { cuped: boolean; correction: Correction }
export const DEFAULT_STATS_OPTIONS: StatsOptions = { cuped: true, correction: 'benjamini-hochberg' }

const CORRECTION_LABELS: Record<Correction, string> = {
  'benjamini-hochberg': 'Benjamini–Hochberg (false discovery rate)',
  holm: 'Holm (family-wise error)',
  none: 'None',
}

const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)}%`
const money = (x: number) => `$${x.toFixed(2)}`

/** CUPED on or off, and the correction of several comparisons. */
export function StatsOptionsForm({ value, onChange }: { value: StatsOptions; onChange: (next: StatsOptions) => void }) {
  return (
    <p style={{ display: 'flex', gap: 16, alignItems: 'center', margin: '8px 0' }}>
      <label>
        <input type="checkbox" checked={value.cuped} onChange={(e) => onChange({ ...value, cuped: e.target.checked })} /> CUPED (variance
        reduction from each visitor&apos;s 14 days before exposure)
      </label>
      <label htmlFor="experiment-correction">Several comparisons corrected by</label>
      <select
        id="experiment-correction"
        value={value.correction}
        onChange={(e) => onChange({ ...value, correction: e.target.value as Correction })}
      >
        {EXPERIMENT_CORRECTIONS.map((c) => (
          <option key={c} value={c}>
            {CORRECTION_LABELS[c]}
          </option>
        ))}
      </select>
    </p>
  )
}

async function downloadUnits(experiment: string, metric: string): Promise<void> {
  const res = await fetch('/fn/experiment-units', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ experiment, metric }),
  })
  const body = await res.json()
  if (!res.ok) throw new Error(body.error ?? 'Something went wrong. Please try again.')
  const url = URL.createObjectURL(new Blob([body.csv as string], { type: 'text/csv' }))
  const a = document.createElement('a')
  a.href = url
  a.download = `experiment-${experiment}-${metric}-users.csv`
  a.click()
  URL.revokeObjectURL(url)
}

const DAY_MS = 86_400_000
/** The days of variance a revenue test's sample size is planned on. */
const POWER_DAYS = 14

type Baseline = { mean: number; variance: number; reduction: number; from: 'control' | 'all visitors' } | 'none'

async function post<T>(name: string, body: unknown): Promise<T | null> {
  const res = await fetch(`/fn/${name}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return res.ok ? ((await res.json()) as T) : null
}

/**
 * The variance a test is planned on: its control's of the last 14 days once it has exposed
 * visitors; before that (a draft), every visitor's of the last 14 days, with CUPED's share as
 * ρ² of two consecutive 14-day windows (metric-baseline, docs/decisions/095).
 */
async function planningBaseline(experiment: string, metric: string, cuped: boolean): Promise<Baseline> {
  const day = (t: number) => new Date(t).toISOString().slice(0, 10)
  const look = await post<ExperimentResultsAnswer>('experiment-results', {
    experiment,
    from: day(Date.now() - (POWER_DAYS - 1) * DAY_MS),
    to: day(Date.now()),
    cuped,
  })
  const measured = look?.experiments[0]?.metrics[0]
  const control = measured?.variations[0]
  if (control && control.variance !== undefined && control.users > 1 && control.variance > 0)
    return {
      mean: control.mean,
      variance: control.variance,
      reduction: measured?.cuped?.on ? measured.cuped.varianceReduction : 0,
      from: 'control',
    }
  const all = await post<MetricBaselineAnswer>('metric-baseline', { metric })
  if (!all || all.users < 2) return 'none'
  return { mean: all.mean, variance: all.variance, reduction: cuped ? all.varianceReduction : 0, from: 'all visitors' }
}

/**
 * A fixed-horizon test of a revenue metric (the primary one): the visitors each arm needs to
 * detect the lift chosen, at the per-visitor variance of the last 14 days, less the variance
 * CUPED removes when it is on (experiments/stats/power.ts).
 */
function RevenuePower({ result }: { result: Answered }) {
  const primary = result.metrics[0]
  const applies = !!primary && primary.type === 'revenue' && !primary.denominator && !result.sequential
  const cuped = primary?.cuped?.on ?? false
  const [baseline, setBaseline] = useState<Baseline | null>(null)
  const [effect, setEffect] = useState(10)
  const metric = primary?.key ?? ''
  useEffect(() => {
    if (!applies) return
    let current = true
    planningBaseline(result.key, metric, cuped)
      .then((b) => current && setBaseline(b))
      .catch(() => current && setBaseline('none'))
    return () => {
      current = false
    }
  }, [applies, result.key, metric, cuped])
  if (!applies || !baseline) return null
  const perArm =
    baseline === 'none'
      ? null
      : meanSamplePerArm({
          mean: baseline.mean,
          variance: baseline.variance,
          minimumDetectableEffect: effect / 100,
          arms: result.variations.length,
          varianceReduction: baseline.reduction,
        })
  return (
    <p data-power style={{ margin: '4px 0' }}>
      <label>
        Power: a lift of{' '}
        <input
          type="number"
          min={1}
          max={100}
          value={effect}
          onChange={(e) => setEffect(Number(e.target.value))}
          style={{ width: 56 }}
          aria-label="Minimum detectable lift, %"
        />
        %
      </label>{' '}
      {baseline === 'none' || perArm === null
        ? 'cannot be planned: the last 14 days have no revenue to compute from.'
        : `needs ${perArm.toLocaleString('en-US')} visitors per arm in a fixed-horizon test, at the ${baseline.from === 'control' ? "control's" : "all visitors'"} variance of the last 14 days (${money(baseline.mean)} per visitor, variance ${baseline.variance.toFixed(0)})${baseline.reduction > 0 ? `, less the ${signed(baseline.reduction).slice(1)} CUPED removes` : ''}.`}
    </p>
  )
}

/**
 * Per metric: CUPED (on or off, θ, the variance it removed), the cap of a revenue metric, a
 * ratio metric's delta method, and each comparison's corrected p-value and interval with the
 * correction stated; and the per-user CSV the analyst's CLI reads.
 */
export function RevenueStats({ result }: { result: Answered }) {
  const [error, setError] = useState<string | null>(null)
  const correction = result.correction
  const corrected = correction && correction.method !== 'none' && correction.comparisons > 1
  return (
    <section aria-label={`Statistics of ${result.key}`} style={{ margin: '8px 0 16px' }}>
      <p style={{ margin: '4px 0' }}>
        {corrected
          ? `${correction.comparisons} comparisons corrected by ${CORRECTION_LABELS[correction.method]}: adjusted p-values and intervals below.`
          : correction && correction.comparisons > 1
            ? `${correction.comparisons} comparisons, not corrected.`
            : 'One comparison: no correction needed.'}
      </p>
      <table style={{ width: '100%', borderCollapse: 'collapse', marginBottom: 8 }}>
        <caption style={{ textAlign: 'left', fontWeight: 600, padding: '6px 0' }}>Variance reduction, capping and corrections</caption>
        <thead>
          <tr style={{ textAlign: 'left', borderBottom: '1px solid var(--theme-elevation-150)' }}>
            <th>Metric</th>
            <th>CUPED</th>
            <th>Capped</th>
            <th>Variation</th>
            <th>Uplift, 95% CI</th>
            {corrected ? <th>Adjusted p-value, interval</th> : null}
            <th>Per-user CSV</th>
          </tr>
        </thead>
        <tbody>
          {result.metrics.flatMap((m) =>
            m.comparisons.map((c, i) => (
              <tr key={`${m.key}:${c.variation}`} data-metric={m.key} style={{ borderBottom: '1px solid var(--theme-elevation-100)' }}>
                <td>{i === 0 ? m.name : ''}</td>
                <td>
                  {i > 0
                    ? ''
                    : m.denominator
                      ? 'Ratio (delta method)'
                      : m.cuped
                        ? `${m.cuped.on ? 'On' : 'Off'}: variance ${m.cuped.on ? '' : 'would be '}${signed(-m.cuped.varianceReduction)} (θ ${m.cuped.theta.toPrecision(3)})`
                        : ''}
                </td>
                <td>
                  {i === 0 && m.cap ? `${m.cap.percentile * 100}th percentile${m.cap.value === null ? '' : `: ${money(m.cap.value)}`}` : ''}
                </td>
                <td>{c.variation}</td>
                <td data-ci>
                  {signed(c.uplift)} [{signed(c.ci[0])}, {signed(c.ci[1])}]
                </td>
                {corrected ? (
                  <td>
                    {c.adjustedPValue === undefined
                      ? ''
                      : `p ${c.adjustedPValue.toPrecision(3)}, ${c.adjustedCi ? `[${signed(c.adjustedCi[0])}, ${signed(c.adjustedCi[1])}]` : 'unbounded'}`}
                  </td>
                ) : null}
                <td>
                  {i === 0 && !m.denominator ? (
                    <button
                      type="button"
                      className="btn btn--style-secondary btn--size-small"
                      onClick={() => downloadUnits(result.key, m.key).catch((e: Error) => setError(e.message))}
                    >
                      Download per-user CSV
                    </button>
                  ) : null}
                </td>
              </tr>
            )),
          )}
        </tbody>
      </table>
      <RevenuePower result={result} />
      {error ? <p role="alert">{error}</p> : null}
    </section>
  )
}
