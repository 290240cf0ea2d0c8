'use client'
import { useEffect, useState } from 'react'
import { Area, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { EXPERIMENT_BREAKDOWNS, type ExperimentResultsAnswer } from '../../../contracts/experiments'
import { MIN_CONVERSIONS, MIN_USERS_PER_VARIATION, sampleCheck } from '../../../experiments/enough-data'
import { resultsCsv, type ExperimentResult, type MetricResult } from '../../../experiments/results'
import { ExperimentSummary } from './ExperimentSummary'
import { DEFAULT_STATS_OPTIONS, RevenueStats, StatsOptionsForm } from './RevenueStats'

type Breakdown = (typeof EXPERIMENT_BREAKDOWNS)[number]
type Answered = ExperimentResultsAnswer['experiments'][number]

const BREAKDOWN_LABELS: Record<Breakdown, string> = {
  utm_source: 'UTM source',
  utm_medium: 'UTM medium',
  utm_campaign: 'UTM campaign',
  device: 'Device',
  visitor_type: 'New or returning',
}

const pct = (x: number, digits = 1) => `${x >= 0 ? '' : '−'}${Math.abs(x * 100).toFixed(digits)}%`
const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)}%`

/** A CI bar on a fixed −50 %…+50 % scale, the estimate as a tick, zero as a line. */
function CiBar({ ci, uplift, good }: { ci: [number, number]; uplift: number; good: boolean | null }) {
  const scale = (x: number) => Math.max(0, Math.min(100, 50 + x * 100))
  const color = good === null ? '#9a9aa8' : good ? '#2e9e5b' : '#d14343'
  return (
    <svg width="160" height="16" role="img" aria-label={`95% interval ${signed(ci[0])} to ${signed(ci[1])}`}>
      <line x1="80" x2="80" y1="0" y2="16" stroke="#888" strokeDasharray="2 2" />
      <rect
        x={scale(ci[0]) * 1.6}
        y="5"
        width={Math.max(1, (scale(ci[1]) - scale(ci[0])) * 1.6)}
        height="6"
        rx="3"
        fill={color}
        opacity="0.6"
      />
      <rect x={scale(uplift) * 1.6 - 1} y="2" width="2" height="12" fill={color} />
    </svg>
  )
}

function MetricTable({ metric, sequential }: { metric: MetricResult; sequential: boolean }) {
  const rate = (v: MetricResult['variations'][number]) => (metric.type === 'revenue' ? `$${v.mean.toFixed(2)}` : pct(v.mean, 2))
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', marginBottom: 16 }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '6px 0' }}>
        {metric.name}
        {metric.inverse ? ' (lower is better)' : ''}
      </caption>
      <thead>
        <tr style={{ textAlign: 'left', borderBottom: '1px solid var(--theme-elevation-150)' }}>
          <th>Variation</th>
          <th>Users</th>
          <th>{metric.type === 'revenue' ? 'Revenue' : 'Conversions'}</th>
          <th>{metric.type === 'revenue' ? 'Per user' : 'Rate'}</th>
          <th>Uplift</th>
          <th>95% CI</th>
          <th>Chance to win</th>
          <th>{sequential ? 'p-value (sequential)' : 'p-value'}</th>
        </tr>
      </thead>
      <tbody>
        {metric.variations.map((v, i) => {
          const c = i > 0 ? metric.comparisons[i - 1] : undefined
          const significant = c ? c.ci[0] > 0 || c.ci[1] < 0 : false
          const good = c && significant ? c.uplift > 0 !== metric.inverse : null
          // Below the minimum sample an interval reads as proof; the row says what is missing instead.
          const check = c ? sampleCheck(metric.variations[0]!, v) : null
          return (
            <tr key={v.key} style={{ borderBottom: '1px solid var(--theme-elevation-100)' }}>
              <td>{v.key}</td>
              <td>{v.users}</td>
              <td>{metric.type === 'revenue' ? `$${v.value.toFixed(2)}` : v.conversions}</td>
              <td>{rate(v)}</td>
              {check && !check.enough ? (
                <td colSpan={4}>{check.message}</td>
              ) : (
                <>
                  <td>{c ? signed(c.uplift) : 'baseline'}</td>
                  <td>
                    {c ? (
                      <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
                        <CiBar ci={c.ci} uplift={c.uplift} good={good} />
                        {signed(c.ci[0])} to {signed(c.ci[1])}
                      </span>
                    ) : null}
                  </td>
                  <td>{c ? pct(c.chanceToWin) : ''}</td>
                  <td>{c ? c.pValue.toPrecision(3) : ''}</td>
                </>
              )}
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

function DailyChart({ result }: { result: ExperimentResult }) {
  // A day's point shows once both variations hold the minimum sample: before that it is noise.
  const data = result.daily.map((d) => {
    const enough = sampleCheck(
      { users: d.users[0] ?? 0, conversions: d.conversions[0] ?? 0 },
      { users: d.users[1] ?? 0, conversions: d.conversions[1] ?? 0 },
    ).enough
    return { date: d.date, uplift: enough ? d.uplift * 100 : null, ci: enough ? [d.ciLow * 100, d.ciHigh * 100] : null }
  })
  return (
    <figure style={{ margin: '8px 0 24px' }} aria-label={`Cumulative uplift of ${result.metrics[0]?.name ?? ''} by day`}>
      <figcaption style={{ fontWeight: 600 }}>Cumulative uplift by day ({result.metrics[0]?.name}, %)</figcaption>
      {data.some((d) => d.uplift !== null) ? null : (
        <p style={{ margin: '4px 0' }}>
          No points yet: a day shows once each variation has {MIN_USERS_PER_VARIATION} users and the two have {MIN_CONVERSIONS} conversions.
        </p>
      )}
      <ResponsiveContainer width="100%" height={240}>
        <ComposedChart data={data}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="date" />
          <YAxis unit="%" />
          <Tooltip />
          <Legend />
          <Area dataKey="ci" name="95% CI" stroke="none" fill="#6d5dfc" fillOpacity={0.2} isAnimationActive={false} />
          <Line dataKey="uplift" name="Uplift" stroke="#6d5dfc" dot={false} isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  )
}

/** One red banner per alert the experiment has now (a sample ratio mismatch, a guardrail worse). */
function AlertBanners({ alerts }: { alerts: Answered['alerts'] }) {
  return alerts.map((alert) => (
    <div
      key={alert.kind}
      role="alert"
      style={{
        background: '#fdecec',
        color: '#8a1c1c',
        borderLeft: '4px solid #d14343',
        padding: '8px 12px',
        margin: '8px 0',
        fontWeight: 600,
      }}
    >
      {alert.message} <small style={{ fontWeight: 400 }}>Analysts and admins were notified {new Date(alert.since).toLocaleString()}.</small>
    </div>
  ))
}

/** The experiment's results per value of the chosen breakdown: each value's split and metrics. */
function SegmentTable({ result }: { result: Answered }) {
  const segments = result.segments
  if (!segments) return null
  const label = BREAKDOWN_LABELS[segments.breakdown]
  const metrics = segments.values[0]?.metrics ?? result.metrics
  const cell = (m: MetricResult, i: number) => {
    const v = m.variations[i]!
    return m.type === 'revenue' ? `$${v.mean.toFixed(2)} ($${v.value.toFixed(2)})` : `${pct(v.mean, 2)} (${v.conversions})`
  }
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', marginBottom: 16 }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '6px 0' }}>
        Results by {label.toLowerCase()}
        {segments.leftOut ? ` (the ${segments.values.length} largest; ${segments.leftOut} more not shown)` : ''}
      </caption>
      <thead>
        <tr style={{ textAlign: 'left', borderBottom: '1px solid var(--theme-elevation-150)' }}>
          <th>{label}</th>
          <th>Variation</th>
          <th>Users</th>
          {metrics.map((m) => (
            <th key={`${m.key}:figure`}>
              {m.name}
              {m.role === 'guardrail' ? ' (guardrail)' : ''}
            </th>
          ))}
          {metrics.map((m) => (
            <th key={`${m.key}:uplift`}>{m.name}: uplift, p-value</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {segments.values.flatMap((segment) =>
          segment.variations.map((v, i) => (
            <tr key={`${segment.value}:${v.key}`} style={{ borderBottom: '1px solid var(--theme-elevation-100)' }}>
              {i === 0 ? (
                <th scope="rowgroup" rowSpan={segment.variations.length} style={{ textAlign: 'left', verticalAlign: 'top' }}>
                  {segment.value}
                </th>
              ) : null}
              <td>{v.key}</td>
              <td>{v.users}</td>
              {segment.metrics.map((m) => (
                <td key={`${m.key}:figure`}>{cell(m as MetricResult, i)}</td>
              ))}
              {segment.metrics.map((m) => {
                const c = i > 0 ? m.comparisons[i - 1] : undefined
                const check = c ? sampleCheck(m.variations[0]!, m.variations[i]!) : null
                if (!c || !check) return <td key={`${m.key}:uplift`}>baseline</td>
                return <td key={`${m.key}:uplift`}>{check.enough ? `${signed(c.uplift)}, p ${c.pValue.toPrecision(3)}` : check.message}</td>
              })}
            </tr>
          )),
        )}
      </tbody>
    </table>
  )
}

function download(results: ExperimentResult[]) {
  const url = URL.createObjectURL(new Blob([resultsCsv(results)], { type: 'text/csv' }))
  const a = document.createElement('a')
  a.href = url
  a.download = `experiment-results-${new Date().toISOString().slice(0, 10)}.csv`
  a.click()
  URL.revokeObjectURL(url)
}

/** One experiment's details: split, alerts, results per metric, breakdown, daily chart and guardrails. */
function ExperimentDetails({ r }: { r: ExperimentResult & Answered }) {
  const primary = r.metrics.filter((m) => m.role === 'primary')
  const guardrails = r.metrics.filter((m) => m.role === 'guardrail')
  return (
    <>
      <p style={{ margin: '4px 0' }}>
        Exposures: {r.variations.map((v) => `${v.key} ${v.users} (expected ${(v.weight * 100).toFixed(0)}%)`).join(', ')}
        {r.multipleExposures ? ` · ${r.multipleExposures} left out (saw two variations)` : ''}
      </p>
      <p style={{ margin: '4px 0' }}>
        Not in the experiment for want of cookie consent: {r.withoutConsent ?? 0} page views of its pages (without consent a visitor has no
        id, so each page view counts once)
      </p>
      <AlertBanners alerts={r.alerts} />
      {r.srmWarning ? (
        r.alerts.some((a) => a.kind === 'srm') ? null : (
          <p role="alert" style={{ color: '#d14343', fontWeight: 600 }}>
            Sample ratio mismatch (p = {r.srmP.toExponential(2)}): the split is not the one configured. Do not trust these results.
          </p>
        )
      ) : (
        <p style={{ margin: '4px 0' }}>Split check: OK (SRM p = {r.srmP.toPrecision(3)})</p>
      )}
      {primary.map((m) => (
        <MetricTable key={m.key} metric={m} sequential={r.sequential} />
      ))}
      <RevenueStats result={r} />
      <SegmentTable result={r} />
      <DailyChart result={r} />
      {guardrails.length ? (
        <details open>
          <summary style={{ fontWeight: 600 }}>Guardrail metrics</summary>
          {guardrails.map((m) => (
            <MetricTable key={m.key} metric={m} sequential={r.sequential} />
          ))}
        </details>
      ) : null}
    </>
  )
}

/**
 * /admin/experiments, the results: a summary table of every experiment first, then each
 * experiment's details, closed until asked for (those with an alert open), so the page stays short.
 */
export function ExperimentResults() {
  const [answer, setAnswer] = useState<ExperimentResultsAnswer | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [breakdown, setBreakdown] = useState<Breakdown | ''>('')
  const [loading, setLoading] = useState(true)
  // The experiments whose details are open; null until the analyst opens or closes one.
  const [opened, setOpened] = useState<ReadonlySet<string> | null>(null)
  const [stats, setStats] = useState(DEFAULT_STATS_OPTIONS)
  useEffect(() => {
    let current = true
    setLoading(true)
    fetch('/fn/experiment-results', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...(breakdown ? { breakdown } : {}), ...stats }),
    })
      .then(async (res) => {
        const body = await res.json()
        if (!res.ok) throw new Error(body.error ?? 'Something went wrong. Please try again.')
        if (current) setAnswer(body as ExperimentResultsAnswer)
      })
      .catch((e: Error) => current && setError(e.message))
      .finally(() => current && setLoading(false))
    // A later choice wins over an answer still on its way.
    return () => {
      current = false
    }
  }, [breakdown, stats])
  if (error) return <p role="alert">{error}</p>
  if (!answer) return <p role="status">Loading results…</p>
  const results = answer.experiments as Array<ExperimentResult & Answered>
  const open = opened ?? new Set(results.filter((r) => r.alerts.length).map((r) => r.key))
  const setOpen = (key: string, isOpen: boolean) => {
    if (open.has(key) === isOpen) return
    const next = new Set(open)
    if (isOpen) next.add(key)
    else next.delete(key)
    setOpened(next)
  }
  const show = (key: string) => {
    setOpen(key, true)
    // After the details render, bring them into view.
    requestAnimationFrame(() => document.getElementById(`exp-${key}`)?.scrollIntoView({ block: 'start' }))
  }
  return (
    <div>
      <ExperimentSummary results={results} onShow={show} />
      <p>
        Computed {new Date(answer.computedAt).toLocaleString()} with GrowthBook&apos;s statistics. A comparison shows its interval once each
        variation has {MIN_USERS_PER_VARIATION} users.{' '}
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => download(results)}>
          Export CSV
        </button>
      </p>
      <p style={{ display: 'flex', gap: 8, alignItems: 'center', margin: '8px 0 24px' }}>
        <label htmlFor="experiment-breakdown">Break down by</label>
        <select id="experiment-breakdown" value={breakdown} onChange={(e) => setBreakdown(e.target.value as Breakdown | '')}>
          <option value="">Nothing (all visitors)</option>
          {EXPERIMENT_BREAKDOWNS.map((b) => (
            <option key={b} value={b}>
              {BREAKDOWN_LABELS[b]}
            </option>
          ))}
        </select>
        {loading ? <span role="status">Loading…</span> : null}
      </p>
      <StatsOptionsForm value={stats} onChange={setStats} />
      {results.map((r) => (
        <section key={r.key} aria-labelledby={`exp-${r.key}`} style={{ marginBottom: 16 }}>
          <h2 id={`exp-${r.key}`} style={{ margin: '0 0 4px' }}>
            {r.key}{' '}
            <small style={{ fontWeight: 400 }}>
              ({r.status}, since {r.startDate})
            </small>
          </h2>
          <p style={{ margin: '0 0 4px' }}>{r.hypothesis}</p>
          <details open={open.has(r.key)} onToggle={(e) => setOpen(r.key, e.currentTarget.open)}>
            <summary style={{ cursor: 'pointer', fontWeight: 600 }}>Results of {r.key}</summary>
            {/* Rendered only when open: a chart measures its width, which a closed box does not have. */}
            {open.has(r.key) ? <ExperimentDetails r={r} /> : null}
          </details>
        </section>
      ))}
    </div>
  )
}
