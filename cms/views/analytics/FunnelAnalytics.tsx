'use client'
import { Banner } from '@payloadcms/ui'
import { useEffect, useId, useMemo, useState } from 'react'
import { FUNNEL_BREAKDOWNS, FUNNEL_ORDERS, FUNNELS, type FunnelReport, type FunnelReportInput } from '../../../contracts/funnel-report'
import { isValidRange, lastDays, RANGE_PRESETS, type DayRange, type RangePreset } from './date-range'
import { fetchExperimentKeys, fetchFunnelReport } from './funnel-report-source'
import { BREAKDOWN_LABELS, FUNNEL_LABELS, ORDER_LABELS } from './funnel-labels'
import { FunnelReportView } from './FunnelReportView'

type Funnel = FunnelReportInput['funnel']
type Breakdown = NonNullable<FunnelReportInput['breakdown']>
type Order = NonNullable<FunnelReportInput['order']>
/** How the steps count and whether the previous period is beside the range. */
type Reading = { order: Order; comparePrevious: boolean }
type RangeChoice = `${RangePreset}` | 'custom'

const fieldStyle = { display: 'flex', flexDirection: 'column', gap: 4 } as const
const controlStyle = { padding: '6px 8px', minHeight: 32 } as const

/** The report's question from the pickers; null while a custom range or the experiment is incomplete. */
function reportInput(
  funnel: Funnel,
  range: DayRange,
  breakdown: Breakdown | '',
  experiment: string,
  { order, comparePrevious }: Reading,
): FunnelReportInput | null {
  if (!isValidRange(range)) return null
  const reading = { ...(order === 'any' ? { order } : {}), ...(comparePrevious ? { comparePrevious } : {}) }
  if (breakdown === 'variant') return experiment ? { funnel, ...range, breakdown, experiment, ...reading } : null
  return breakdown ? { funnel, ...range, breakdown, ...reading } : { funnel, ...range, ...reading }
}

/** The pickers and the report they ask for (/fn/funnel-report through funnel-report-source.ts). */
export function FunnelAnalytics() {
  const id = useId()
  const ids = {
    funnel: `${id}funnel`,
    from: `${id}from`,
    to: `${id}to`,
    breakdown: `${id}breakdown`,
    experiment: `${id}experiment`,
    compare: `${id}compare`,
  }
  const [funnel, setFunnel] = useState<Funnel>('home')
  const [rangeChoice, setRangeChoice] = useState<RangeChoice>('7')
  const [custom, setCustom] = useState<DayRange>(() => lastDays(30))
  const [breakdown, setBreakdown] = useState<Breakdown | ''>('')
  const [experiments, setExperiments] = useState<string[]>([])
  const [experiment, setExperiment] = useState('')
  const [reading, setReading] = useState<Reading>({ order: 'strict', comparePrevious: false })
  const [report, setReport] = useState<FunnelReport | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(true)

  const range = useMemo(() => (rangeChoice === 'custom' ? custom : lastDays(Number(rangeChoice) as RangePreset)), [rangeChoice, custom])
  const input = useMemo(() => reportInput(funnel, range, breakdown, experiment, reading), [funnel, range, breakdown, experiment, reading])
  const question = input ? JSON.stringify(input) : null

  useEffect(() => {
    const aborted = new AbortController()
    fetchExperimentKeys(aborted.signal).then(
      (keys) => {
        setExperiments(keys)
        setExperiment((current) => current || keys[0] || '')
      },
      () => setExperiments([]),
    )
    return () => aborted.abort()
  }, [])

  useEffect(() => {
    if (!question) return
    const aborted = new AbortController()
    setLoading(true)
    setError(null)
    fetchFunnelReport(JSON.parse(question) as FunnelReportInput, aborted.signal).then(
      (answer) => {
        setReport(answer)
        setLoading(false)
      },
      (e: Error) => {
        if (aborted.signal.aborted) return
        setError(e.message)
        setLoading(false)
      },
    )
    return () => aborted.abort()
  }, [question])

  return (
    <div>
      <form
        aria-label="Report settings"
        onSubmit={(e) => e.preventDefault()}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-end', margin: '16px 0 24px' }}
      >
        <div style={fieldStyle}>
          <label htmlFor={ids.funnel}>Funnel</label>
          <select id={ids.funnel} style={controlStyle} value={funnel} onChange={(e) => setFunnel(e.target.value as Funnel)}>
            {FUNNELS.map((f) => (
              <option key={f} value={f}>
                {FUNNEL_LABELS[f]}
              </option>
            ))}
          </select>
        </div>
        <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'flex', gap: 12, alignItems: 'center' }}>
          <legend style={{ marginBottom: 4 }}>Date range (UTC days)</legend>
          {RANGE_PRESETS.map((days) => (
            <label key={days}>
              <input
                type="radio"
                name="range"
                value={days}
                checked={rangeChoice === `${days}`}
                onChange={() => setRangeChoice(`${days}`)}
              />{' '}
              Last {days} days
            </label>
          ))}
          <label>
            <input type="radio" name="range" value="custom" checked={rangeChoice === 'custom'} onChange={() => setRangeChoice('custom')} />{' '}
            Custom
          </label>
        </fieldset>
        {rangeChoice === 'custom' ? (
          <>
            <div style={fieldStyle}>
              <label htmlFor={ids.from}>From</label>
              <input
                id={ids.from}
                type="date"
                style={controlStyle}
                value={custom.from}
                max={custom.to}
                onChange={(e) => setCustom((c) => ({ ...c, from: e.target.value }))}
              />
            </div>
            <div style={fieldStyle}>
              <label htmlFor={ids.to}>To</label>
              <input
                id={ids.to}
                type="date"
                style={controlStyle}
                value={custom.to}
                min={custom.from}
                onChange={(e) => setCustom((c) => ({ ...c, to: e.target.value }))}
              />
            </div>
          </>
        ) : null}
        <div style={fieldStyle}>
          <label htmlFor={ids.breakdown}>Breakdown</label>
          <select
            id={ids.breakdown}
            style={controlStyle}
            value={breakdown}
            onChange={(e) => setBreakdown(e.target.value as Breakdown | '')}
          >
            <option value="">None</option>
            {FUNNEL_BREAKDOWNS.map((b) => (
              <option key={b} value={b}>
                {BREAKDOWN_LABELS[b]}
              </option>
            ))}
          </select>
        </div>
        <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'flex', gap: 12, alignItems: 'center' }}>
          <legend style={{ marginBottom: 4 }}>Step order</legend>
          {FUNNEL_ORDERS.map((order) => (
            <label key={order}>
              <input
                type="radio"
                name="order"
                value={order}
                checked={reading.order === order}
                onChange={() => setReading((r) => ({ ...r, order }))}
              />{' '}
              {ORDER_LABELS[order]}
            </label>
          ))}
        </fieldset>
        <label htmlFor={ids.compare} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
          <input
            id={ids.compare}
            type="checkbox"
            checked={reading.comparePrevious}
            onChange={(e) => setReading((r) => ({ ...r, comparePrevious: e.target.checked }))}
          />
          Compare with the previous period
        </label>
        {breakdown === 'variant' ? (
          <div style={fieldStyle}>
            <label htmlFor={ids.experiment}>Experiment</label>
            <select id={ids.experiment} style={controlStyle} value={experiment} onChange={(e) => setExperiment(e.target.value)}>
              {experiments.length === 0 ? <option value="">No experiments</option> : null}
              {experiments.map((key) => (
                <option key={key} value={key}>
                  {key}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </form>
      {!input ? (
        <p role="status">
          {breakdown === 'variant' && !experiment
            ? 'Pick an experiment to split by its variants.'
            : 'Pick a first day on or before the last day.'}
        </p>
      ) : error ? (
        <Banner type="error">
          <span role="alert">{error}</span>
        </Banner>
      ) : !report ? (
        <p role="status">Loading the report…</p>
      ) : (
        <div aria-busy={loading}>
          {loading ? <p role="status">Updating the report…</p> : null}
          <FunnelReportView report={report} />
        </div>
      )}
    </div>
  )
}
