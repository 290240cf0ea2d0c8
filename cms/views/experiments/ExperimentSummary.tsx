'use client'
import type { ExperimentResultsAnswer } from '../../../contracts/experiments'
import { sampleCheck } from '../../../experiments/enough-data'
import type { ExperimentResult } from '../../../experiments/results'

type Answered = ExperimentResult & ExperimentResultsAnswer['experiments'][number]

const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)}%`

/** An alert in a few words; the experiment's details carry the whole message. */
function alertLabel(alert: Answered['alerts'][number], result: Answered): string {
  if (alert.kind === 'srm') return 'Sample ratio mismatch'
  const metric = result.metrics.find((m) => m.key === alert.metric)
  return `Guardrail worse: ${metric?.name ?? alert.metric ?? alert.kind}`
}

/** Each variation against the baseline on the primary metric: its uplift and chance to win, or why there is none yet. */
function PrimaryCells({ result }: { result: Answered }) {
  const metric = result.metrics.find((m) => m.role === 'primary')
  const baseline = metric?.variations[0]
  if (!metric || !baseline || !metric.comparisons.length)
    return (
      <>
        <td>{metric?.name ?? ''}</td>
        <td colSpan={2}>No comparison</td>
      </>
    )
  const several = metric.comparisons.length > 1
  const lines = metric.comparisons.map((c, i) => ({ c, check: sampleCheck(baseline, metric.variations[i + 1]!) }))
  return (
    <>
      <td>{metric.name}</td>
      <td>
        {lines.map(({ c, check }) => (
          <div key={c.variation}>
            {several ? `${c.variation}: ` : ''}
            {check.enough ? signed(c.uplift) : check.message}
          </div>
        ))}
      </td>
      <td>
        {lines.map(({ c, check }) => (
          <div key={c.variation}>
            {several ? `${c.variation}: ` : ''}
            {check.enough ? `${(c.chanceToWin * 100).toFixed(1)}%` : '–'}
          </div>
        ))}
      </td>
    </>
  )
}

/**
 * The top of /admin/experiments: one row per experiment (status, users, the primary metric's
 * uplift and chance to win, alerts), each opening the experiment's details below.
 */
export function ExperimentSummary({ results, onShow }: { results: Answered[]; onShow: (key: string) => void }) {
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', margin: '8px 0 24px' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '6px 0' }}>Summary of every experiment</caption>
      <thead>
        <tr style={{ textAlign: 'left', borderBottom: '1px solid var(--theme-elevation-150)' }}>
          <th scope="col">Experiment</th>
          <th scope="col">Status</th>
          <th scope="col">Users</th>
          <th scope="col">Primary metric</th>
          <th scope="col">Uplift</th>
          <th scope="col">Chance to win</th>
          <th scope="col">Alerts</th>
          <th scope="col">
            <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Details</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {results.map((r) => (
          <tr key={r.key} style={{ borderBottom: '1px solid var(--theme-elevation-100)', verticalAlign: 'top' }}>
            <th scope="row" style={{ textAlign: 'left' }}>
              {r.key}
            </th>
            <td>{r.status}</td>
            <td>{r.variations.reduce((sum, v) => sum + v.users, 0)}</td>
            <PrimaryCells result={r} />
            <td>
              {r.alerts.length
                ? r.alerts.map((a) => (
                    <div key={a.kind} style={{ color: '#8a1c1c', fontWeight: 600 }}>
                      {alertLabel(a, r)}
                    </div>
                  ))
                : 'None'}
            </td>
            <td>
              <button
                type="button"
                className="btn btn--style-secondary btn--size-small"
                style={{ margin: 0 }}
                aria-label={`Show details of ${r.key}`}
                onClick={() => onShow(r.key)}
              >
                Details
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
