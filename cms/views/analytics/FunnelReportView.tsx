'use client'
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { FunnelReport } from '../../../contracts/funnel-report'
import { funnelCsv, funnelCsvName } from './funnel-csv'
import {
  change,
  count,
  dollars,
  duration,
  percent,
  previousOf,
  segmentName,
  shownSegments,
  stepName,
  type FunnelSegment,
} from './funnel-format'
import { BREAKDOWN_LABELS, FUNNEL_LABELS, ORDER_LABELS, ORDER_NOTES } from './funnel-labels'

const STEP_COLORS = ['#6d5dfc', '#2e9e5b', '#d9822b', '#1f7ab8', '#c2417a', '#7a7a8c']
const cellStyle = { padding: '6px 12px 6px 0', textAlign: 'right' } as const
const headStyle = { ...cellStyle, borderBottom: '1px solid var(--theme-elevation-150)' } as const
const nameStyle = { ...cellStyle, textAlign: 'left' } as const

/** A step's share of the segment's first step, as a bar (the table's figures say the same in words). */
function StepBar({ visitors, first, color }: { visitors: number; first: number; color: string }) {
  const width = first > 0 ? Math.max(visitors > 0 ? 1 : 0, (visitors / first) * 100) : 0
  return (
    <div
      aria-hidden="true"
      data-testid="funnel-bar"
      style={{ width: 200, height: 14, background: 'var(--theme-elevation-100)', borderRadius: 3 }}
    >
      <div style={{ width: `${width}%`, height: '100%', background: color, borderRadius: 3 }} />
    </div>
  )
}

function StepRows({ segment, grouped, previous }: { segment: FunnelSegment; grouped: boolean; previous?: FunnelSegment | null }) {
  const first = segment.steps[0]?.visitors ?? 0
  return (
    <tbody>
      {grouped ? (
        <tr>
          <th scope="rowgroup" colSpan={previous === null ? 6 : 8} style={{ ...nameStyle, paddingTop: 14 }}>
            {segmentName(segment)}
          </th>
        </tr>
      ) : null}
      {segment.steps.map((step, i) => (
        <tr key={step.key} style={{ borderBottom: '1px solid var(--theme-elevation-100)' }}>
          <th scope="row" style={{ ...nameStyle, fontWeight: 400, paddingLeft: grouped ? 16 : 0 }}>
            {stepName(step)}
          </th>
          <td style={cellStyle}>{count(step.visitors)}</td>
          <td style={cellStyle}>
            <StepBar visitors={step.visitors} first={first} color={STEP_COLORS[i % STEP_COLORS.length]!} />
          </td>
          <td style={cellStyle}>{percent(step.fromPrevious)}</td>
          <td style={cellStyle}>{percent(step.fromFirst)}</td>
          <td style={cellStyle}>{duration(step.medianSecondsFromPrevious)}</td>
          {previous === null ? null : (
            <>
              <td style={cellStyle}>{previous ? count(previous.steps[i]?.visitors ?? 0) : '—'}</td>
              <td style={cellStyle}>{change(step.visitors, previous?.steps[i]?.visitors)}</td>
            </>
          )}
        </tr>
      ))}
    </tbody>
  )
}

/** The previous period's columns, when the report compares with it. */
function PreviousHeads({ label }: { label: string }) {
  return (
    <>
      <th scope="col" style={headStyle}>
        {label}
      </th>
      <th scope="col" style={headStyle}>
        Change
      </th>
    </>
  )
}

function StepsTable({ report }: { report: FunnelReport }) {
  const grouped = report.breakdown !== null
  return (
    <table style={{ borderCollapse: 'collapse', marginBottom: 24 }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '6px 0' }}>
        {FUNNEL_LABELS[report.funnel]} by step{grouped ? ` and ${BREAKDOWN_LABELS[report.breakdown!].toLowerCase()}` : ''}
      </caption>
      <thead>
        <tr>
          <th scope="col" style={{ ...headStyle, textAlign: 'left' }}>
            Step
          </th>
          <th scope="col" style={headStyle}>
            Unique visitors
          </th>
          <th scope="col" style={headStyle}>
            <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              Share of first step
            </span>
          </th>
          <th scope="col" style={headStyle}>
            From previous step
          </th>
          <th scope="col" style={headStyle}>
            From first step
          </th>
          <th scope="col" style={headStyle}>
            Median time from previous step
          </th>
          {report.previous ? <PreviousHeads label="Previous period" /> : null}
        </tr>
      </thead>
      {shownSegments(report).map((segment) => (
        <StepRows
          key={segment.value}
          segment={segment}
          grouped={grouped}
          previous={report.previous ? (previousOf(report, segment) ?? undefined) : null}
        />
      ))}
    </table>
  )
}

function RevenueTable({ report }: { report: FunnelReport }) {
  return (
    <table style={{ borderCollapse: 'collapse', marginBottom: 24 }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '6px 0' }}>
        {FUNNEL_LABELS[report.funnel]} revenue{report.breakdown ? ` by ${BREAKDOWN_LABELS[report.breakdown].toLowerCase()}` : ''}
      </caption>
      <thead>
        <tr>
          <th scope="col" style={{ ...headStyle, textAlign: 'left' }}>
            Segment
          </th>
          <th scope="col" style={headStyle}>
            Visitors ({report.total.steps[0]?.label ?? 'first step'})
          </th>
          <th scope="col" style={headStyle}>
            Revenue
          </th>
          <th scope="col" style={headStyle}>
            Revenue per visitor
          </th>
          <th scope="col" style={headStyle}>
            Earnings per click
          </th>
          {report.previous ? <PreviousHeads label="Revenue, previous period" /> : null}
        </tr>
      </thead>
      <tbody>
        {shownSegments(report).map((segment) => (
          <tr key={segment.value} style={{ borderBottom: '1px solid var(--theme-elevation-100)' }}>
            <th scope="row" style={{ ...nameStyle, fontWeight: segment === report.total ? 600 : 400 }}>
              {segmentName(segment)}
            </th>
            <td style={cellStyle}>{count(segment.steps[0]?.visitors ?? 0)}</td>
            <td style={cellStyle}>{dollars(segment.revenue)}</td>
            <td style={cellStyle}>{dollars(segment.revenuePerVisitor)}</td>
            <td style={cellStyle}>{dollars(segment.earningsPerClick)}</td>
            {report.previous ? (
              <>
                <td style={cellStyle}>{dollars(previousOf(report, segment)?.revenue ?? 0)}</td>
                <td style={cellStyle}>{change(segment.revenue, previousOf(report, segment)?.revenue)}</td>
              </>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function DailyChart({ report }: { report: FunnelReport }) {
  const steps = report.total.steps
  const data = report.daily.map((day) => ({
    date: day.date,
    revenue: day.revenue,
    ...Object.fromEntries(steps.map((step, i) => [step.key, day.visitors[i] ?? 0])),
  }))
  return (
    <figure style={{ margin: '8px 0 24px' }} aria-labelledby="funnel-daily-caption">
      <figcaption id="funnel-daily-caption" style={{ fontWeight: 600 }}>
        Daily unique visitors by step, and revenue (UTC days)
      </figcaption>
      <ResponsiveContainer width="100%" height={280}>
        <ComposedChart data={data}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="date" />
          <YAxis yAxisId="visitors" allowDecimals={false} />
          <YAxis yAxisId="revenue" orientation="right" tickFormatter={(amount: number) => `$${amount}`} />
          <Tooltip />
          {/* The steps in funnel order, revenue first (recharts sorts by name unless told). */}
          <Legend itemSorter={null} />
          <Bar yAxisId="revenue" dataKey="revenue" name="Revenue ($)" fill="#b9b3f5" fillOpacity={0.6} isAnimationActive={false} />
          {steps.map((step, i) => (
            <Line
              key={step.key}
              yAxisId="visitors"
              dataKey={step.key}
              name={step.label}
              stroke={STEP_COLORS[i % STEP_COLORS.length]}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  )
}

/** Built in the browser from the report on screen, so the file is exactly what is shown. */
function downloadCsv(report: FunnelReport) {
  const url = URL.createObjectURL(new Blob([funnelCsv(report)], { type: 'text/csv' }))
  const a = document.createElement('a')
  a.href = url
  a.download = funnelCsvName(report)
  a.click()
  URL.revokeObjectURL(url)
}

/** What the view shows before the funnel's first step has a visitor. */
function EmptyFunnel({ report }: { report: FunnelReport }) {
  const steps = report.total.steps.map((step) => step.label).join(' → ')
  return (
    <section aria-labelledby="funnel-empty" style={{ maxWidth: 640, lineHeight: 1.6 }}>
      <h2 id="funnel-empty">No visitors in this funnel yet</h2>
      <p>
        Nobody reached “{report.total.steps[0]?.label}” of the {FUNNEL_LABELS[report.funnel].toLowerCase()} between {report.from} and{' '}
        {report.to} (UTC).
      </p>
      <p>
        Once visitors arrive, this page shows each step ({steps}) with its unique visitors, the conversion from the previous and from the
        first step, the median time between steps, revenue, revenue per visitor and earnings per click, a daily trend, and a CSV download.
        Pick a longer range or the other funnel to look further back.
      </p>
    </section>
  )
}

/** The funnel report on screen: steps, revenue, daily trend and CSV. Takes the report as it is. */
export function FunnelReportView({ report }: { report: FunnelReport }) {
  if ((report.total.steps[0]?.visitors ?? 0) === 0) return <EmptyFunnel report={report} />
  return (
    <div>
      <p>
        {FUNNEL_LABELS[report.funnel]}, {report.from} to {report.to} (UTC days) · {ORDER_LABELS[report.order].toLowerCase()}
        {report.previous ? ` · against ${report.previous.from} to ${report.previous.to}` : ''} · computed{' '}
        {report.computedAt.slice(0, 16).replace('T', ' ')} UTC{' '}
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => downloadCsv(report)}>
          Download CSV
        </button>
      </p>
      <section aria-labelledby="funnel-steps-heading">
        <h2 id="funnel-steps-heading">Steps</h2>
        <p style={{ maxWidth: 720 }}>{ORDER_NOTES[report.order]}</p>
        <StepsTable report={report} />
      </section>
      <section aria-labelledby="funnel-revenue-heading">
        <h2 id="funnel-revenue-heading">Revenue</h2>
        <RevenueTable report={report} />
      </section>
      <section aria-labelledby="funnel-daily-heading">
        <h2 id="funnel-daily-heading">Daily trend</h2>
        <DailyChart report={report} />
      </section>
    </div>
  )
}
