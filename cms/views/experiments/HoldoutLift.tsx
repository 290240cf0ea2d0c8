'use client'
import { useEffect, useState } from 'react'
import { ERRORS } from '../../../contracts/errors'
import type { HoldoutLiftAnswer } from '../../../contracts/holdout-lift'

const DAY_MS = 86_400_000
/** The server's bound on a staff report's window (server/analytics/report-window.ts): not asked past it. */
const MAX_DAYS = 731
const day = (t: number) => new Date(t).toISOString().slice(0, 10)
const pct = (x: number, digits = 2) => `${(x * 100).toFixed(digits)}%`
const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)}%`
const dollars = (x: number) => `${x < 0 ? '−' : ''}$${Math.abs(x).toFixed(2)}`

type Comparison = NonNullable<HoldoutLiftAnswer['conversion']>

function LiftRow({ name, lift }: { name: string; lift: Comparison | null }) {
  return (
    <tr style={{ borderBottom: '1px solid var(--theme-elevation-100)' }}>
      <th scope="row" style={{ textAlign: 'left' }}>
        {name}
      </th>
      {lift ? (
        <>
          <td>{signed(lift.uplift)}</td>
          <td>
            {signed(lift.ci[0])} to {signed(lift.ci[1])}
          </td>
          <td>{lift.pValue.toPrecision(3)}</td>
          <td>{pct(lift.chanceToWin, 1)}</td>
        </>
      ) : (
        <td colSpan={4}>Not enough visitors on both sides yet</td>
      )}
    </tr>
  )
}

/**
 * /admin/experiments' answer to "what did all our tests earn" (docs/decisions/090): everyone
 * else against the global holdout, over the chosen days (the last 30 by default).
 */
export function HoldoutLift() {
  const [from, setFrom] = useState(() => day(Date.now() - 29 * DAY_MS))
  const [to, setTo] = useState(() => day(Date.now()))
  const [answer, setAnswer] = useState<HoldoutLiftAnswer | null>(null)
  const [error, setError] = useState<string | null>(null)
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1
  const asked = days >= 1 && days <= MAX_DAYS
  useEffect(() => {
    let current = true
    setError(null)
    // A window half-chosen (the first of two dates) is not asked for.
    if (!asked) return
    fetch('/fn/holdout-lift', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from, to }),
    })
      .then(async (res) => {
        const body = await res.json()
        if (!res.ok) throw new Error(body.error ?? 'Something went wrong. Please try again.')
        if (current) setAnswer(body as HoldoutLiftAnswer)
      })
      .catch((e: Error) => current && setError(e.message))
    // A later window wins over an answer still on its way.
    return () => {
      current = false
    }
  }, [from, to, asked])
  return (
    <section aria-labelledby="holdout-lift" style={{ marginBottom: 40 }}>
      <h2 id="holdout-lift">Global holdout: what all our tests earned</h2>
      <p style={{ margin: '4px 0' }}>
        {answer ? `${answer.percent}% of visitors` : 'A share of visitors'} see every experiment&apos;s control and every promoted
        copy&apos;s original words. Everyone else is measured against them: visitors whose first page with an experiment fell in the window,
        and their payments up to its end. The share is set in <a href="/admin/globals/experiment-settings">Experiment settings</a>.
      </p>
      <p style={{ display: 'flex', gap: 8, alignItems: 'center', margin: '8px 0' }}>
        <label htmlFor="holdout-from">From</label>
        <input id="holdout-from" type="date" value={from} max={to} onChange={(e) => e.target.value && setFrom(e.target.value)} />
        <label htmlFor="holdout-to">To</label>
        <input id="holdout-to" type="date" value={to} min={from} onChange={(e) => e.target.value && setTo(e.target.value)} />
      </p>
      {!asked ? <p role="alert">{ERRORS.REPORT_WINDOW_OUT_OF_BOUNDS.message}</p> : error ? <p role="alert">{error}</p> : null}
      {asked && !answer && !error ? <p role="status">Loading the holdout…</p> : null}
      {answer ? (
        <>
          <table style={{ width: '100%', borderCollapse: 'collapse', marginBottom: 16 }}>
            <caption style={{ textAlign: 'left', fontWeight: 600, padding: '6px 0' }}>
              Visitors {answer.from} to {answer.to}
            </caption>
            <thead>
              <tr style={{ textAlign: 'left', borderBottom: '1px solid var(--theme-elevation-150)' }}>
                <th>Side</th>
                <th>Visitors</th>
                <th>Purchasers</th>
                <th>Conversion</th>
                <th>Revenue</th>
                <th>Revenue per visitor</th>
              </tr>
            </thead>
            <tbody>
              {answer.arms.map((arm) => (
                <tr key={arm.key} style={{ borderBottom: '1px solid var(--theme-elevation-100)' }}>
                  <th scope="row" style={{ textAlign: 'left' }}>
                    {arm.name}
                  </th>
                  <td>{arm.users}</td>
                  <td>{arm.purchasers}</td>
                  <td>{pct(arm.conversionRate)}</td>
                  <td>{dollars(arm.revenue)}</td>
                  <td>{dollars(arm.revenuePerVisitor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table style={{ width: '100%', borderCollapse: 'collapse', marginBottom: 8 }}>
            <caption style={{ textAlign: 'left', fontWeight: 600, padding: '6px 0' }}>
              Cumulative lift: everyone else against the holdout
            </caption>
            <thead>
              <tr style={{ textAlign: 'left', borderBottom: '1px solid var(--theme-elevation-150)' }}>
                <th>Metric</th>
                <th>Lift</th>
                <th>95% CI</th>
                <th>p-value</th>
                <th>Chance to win</th>
              </tr>
            </thead>
            <tbody>
              <LiftRow name="Revenue per visitor" lift={answer.revenuePerVisitor} />
              <LiftRow name="Conversion" lift={answer.conversion} />
            </tbody>
          </table>
          {answer.extraRevenue ? (
            <p style={{ margin: '4px 0' }}>
              Extra revenue from all tests: {dollars(answer.extraRevenue.value)} (95% CI {dollars(answer.extraRevenue.ci[0])} to{' '}
              {dollars(answer.extraRevenue.ci[1])})
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
