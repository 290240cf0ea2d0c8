import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FUNNEL_STEPS, funnelReportOutput, type FunnelReport } from '../../contracts/funnel-report'
import { isValidRange, lastDays } from '../../cms/views/analytics/date-range'
import { FUNNEL_CSV_HEADER, funnelCsv, funnelCsvName } from '../../cms/views/analytics/funnel-csv'
import { FunnelReportView } from '../../cms/views/analytics/FunnelReportView'

type Segment = FunnelReport['total']

/** A segment of the home funnel from its step counts, medians and revenue, the way funnel-report answers. */
function segment(value: string, visitors: number[], medians: (number | null)[], revenue: number, clicks: number): Segment {
  const first = visitors[0]!
  return {
    value,
    steps: FUNNEL_STEPS.home.map((step, i) => ({
      key: step.key,
      label: step.label,
      visitors: visitors[i]!,
      optional: false,
      fromPrevious: i === 0 || visitors[i - 1] === 0 ? null : visitors[i]! / visitors[i - 1]!,
      fromFirst: first === 0 ? null : visitors[i]! / first,
      medianSecondsFromPrevious: i === 0 || visitors[i] === 0 ? null : medians[i]!,
    })),
    revenue,
    revenuePerVisitor: first === 0 ? 0 : revenue / first,
    earningsPerClick: clicks === 0 ? 0 : revenue / clicks,
  }
}

const MEDIANS = [null, 42, 3 * 60 + 30, 90, 2 * 3600, 26 * 3600]

const byDevice: FunnelReport = funnelReportOutput.parse({
  funnel: 'home',
  from: '2026-10-26',
  to: '2026-11-24',
  breakdown: 'device',
  order: 'strict',
  previous: null,
  total: segment('all', [200, 80, 40, 20, 10, 3], MEDIANS, 891, 250),
  segments: [
    segment('mobile', [150, 50, 20, 8, 4, 1], MEDIANS, 297, 180),
    segment('desktop, "big"', [50, 30, 20, 12, 6, 2], MEDIANS, 594, 70),
  ],
  daily: [
    { date: '2026-11-23', visitors: [120, 50, 25, 12, 6, 2], revenue: 594 },
    { date: '2026-11-24', visitors: [80, 30, 15, 8, 4, 1], revenue: 297 },
  ],
  computedAt: '2026-11-24T10:00:00.000Z',
})

const nobody: FunnelReport = {
  ...byDevice,
  breakdown: null,
  total: segment('all', [0, 0, 0, 0, 0, 0], MEDIANS, 0, 0),
  segments: [],
  daily: [],
}

const half = (s: Segment): Segment => ({
  ...s,
  steps: s.steps.map((step) => ({ ...step, visitors: Math.floor(step.visitors / 2) })),
  revenue: s.revenue / 2,
})

const compared: FunnelReport = funnelReportOutput.parse({
  ...byDevice,
  order: 'any',
  previous: { from: '2026-09-26', to: '2026-10-25', total: half(byDevice.total), segments: [half(byDevice.segments[0]!)] },
})

const offerReport: FunnelReport = funnelReportOutput.parse({
  ...byDevice,
  funnel: 'offer',
  breakdown: null,
  segments: [],
  total: {
    value: 'all',
    steps: FUNNEL_STEPS.offer.map((step, i) => ({
      key: step.key,
      label: step.label,
      optional: i === 4,
      visitors: [10, 6, 4, 2, 0, 1][i]!,
      fromPrevious: [null, 0.6, 4 / 6, 0.5, 0, 0.5][i]!,
      fromFirst: [1, 0.6, 0.4, 0.2, 0, 0.1][i]!,
      medianSecondsFromPrevious: i === 0 || i === 4 ? null : 60,
    })),
    revenue: 394,
    revenuePerVisitor: 39.4,
    earningsPerClick: 39.4,
  },
})

/** The text of each row of the table whose caption starts with `caption`, cells joined by " | ". */
function tableRows(html: string, caption: string): string[] {
  const table = html.split('<table').find((part) => part.includes(`<caption`) && part.includes(`>${caption}`))
  if (!table) throw new Error(`no table "${caption}"`)
  return [...table.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((c) => c[1]!.replace(/<[^>]+>/g, '').trim()).join(' | '),
  )
}

describe('funnel view', () => {
  const html = renderToStaticMarkup(createElement(FunnelReportView, { report: byDevice }))

  it('shows each step with unique visitors, conversion from the previous and the first step, and the median time', () => {
    const rows = tableRows(html, 'Home funnel by step')
    expect(rows[0]).toBe(
      'Step | Unique visitors | Share of first step | From previous step | From first step | Median time from previous step',
    )
    expect(rows).toContain('All visitors')
    expect(rows).toContain('Visit | 200 |  | — | 100.0% | —')
    expect(rows).toContain('Lead | 80 |  | 40.0% | 40.0% | 42 s')
    expect(rows).toContain('Pricing view | 40 |  | 50.0% | 20.0% | 3.5 min')
    expect(rows).toContain('Checkout started | 10 |  | 50.0% | 5.0% | 2.0 h')
    expect(rows).toContain('Paid | 3 |  | 30.0% | 1.5% | 1.1 d')
    // Each segment's steps follow its name.
    const mobile = rows.indexOf('mobile')
    expect(rows[mobile + 2]).toBe('Lead | 50 |  | 33.3% | 33.3% | 42 s')
    expect(html).toContain('<th scope="col"')
    expect(html).toContain('<th scope="rowgroup"')
  })

  it('shows revenue, revenue per visitor and earnings per click for the funnel and each segment', () => {
    expect(tableRows(html, 'Home funnel revenue by device')).toEqual([
      'Segment | Visitors (Visit) | Revenue | Revenue per visitor | Earnings per click',
      'All visitors | 200 | $891.00 | $4.46 | $3.56',
      'mobile | 150 | $297.00 | $1.98 | $1.65',
      'desktop, &quot;big&quot; | 50 | $594.00 | $11.88 | $8.49',
    ])
  })

  it('has headings, the daily chart figure and the CSV button', () => {
    expect([...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1])).toEqual(['Steps', 'Revenue', 'Daily trend'])
    expect(html).toMatch(/<figure[^>]*aria-labelledby="funnel-daily-caption"/)
    expect(html).toContain('Daily unique visitors by step, and revenue (UTC days)')
    expect(html).toMatch(/<button type="button"[^>]*>Download CSV<\/button>/)
  })

  it('explains what will appear while the first step has no visitors', () => {
    const empty = renderToStaticMarkup(createElement(FunnelReportView, { report: nobody }))
    expect(empty).toContain('No visitors in this funnel yet')
    expect(empty).toContain('Visit → Lead → Pricing view → Plan click → Checkout started → Paid')
    expect(empty).not.toContain('<table')
    expect(empty).not.toContain('Download CSV')
  })
})

describe('funnel CSV', () => {
  const lines = funnelCsv(byDevice).trimEnd().split('\r\n')

  it('has one row per segment and step, the whole funnel first, with the figures the tables show', () => {
    expect(lines[0]).toBe(FUNNEL_CSV_HEADER.join(','))
    expect(lines).toHaveLength(1 + 3 * 6)
    expect(lines[1]).toBe('All visitors,Visit,200,,100.0,,891.00,4.46,3.56,no,,,')
    expect(lines[2]).toBe('All visitors,Lead,80,40.0,40.0,42,891.00,4.46,3.56,no,,,')
    expect(lines[8]).toBe('mobile,Lead,50,33.3,33.3,42,297.00,1.98,1.65,no,,,')
    // A utm value with a comma and quotes stays one cell.
    expect(lines[13]).toBe('"desktop, ""big""",Visit,50,,100.0,,594.00,11.88,8.49,no,,,')
  })

  it('defuses a segment value a spreadsheet would run as a formula', () => {
    const hostile = { ...byDevice, segments: [{ ...byDevice.segments[0]!, value: '=HYPERLINK("x")' }] }
    expect(funnelCsv(hostile).split('\r\n')[7]).toBe(`"'=HYPERLINK(""x"")",Visit,150,,100.0,,297.00,1.98,1.65,no,,,`)
  })

  it('is named after the funnel, the days and the breakdown', () => {
    expect(funnelCsvName(byDevice)).toBe('funnel-home-2026-10-26-to-2026-11-24-by-device.csv')
    expect(funnelCsvName(nobody)).toBe('funnel-home-2026-10-26-to-2026-11-24.csv')
    expect(funnelCsvName(compared)).toBe('funnel-home-2026-10-26-to-2026-11-24-by-device-any-order-vs-2026-09-26-to-2026-10-25.csv')
  })

  it('writes the previous period beside each step when the report compares, and marks optional steps', () => {
    const rows = funnelCsv(compared).trimEnd().split('\r\n')
    expect(rows[2]).toBe('All visitors,Lead,80,40.0,40.0,42,891.00,4.46,3.56,no,40,40.0,445.50')
    // A segment the previous period did not have counts zero there.
    expect(rows[14]).toBe('"desktop, ""big""",Lead,30,60.0,60.0,42,594.00,11.88,8.49,no,0,,0.00')
    const offer = funnelCsv(offerReport).trimEnd().split('\r\n')
    expect(offer.slice(1).map((row) => [...row.split(',').slice(1, 3), row.split(',')[9]])).toEqual([
      ['Offer view', '10', 'no'],
      ['E-mail captured', '6', 'no'],
      ['Checkout view', '4', 'no'],
      ['Paid', '2', 'no'],
      ['Bump taken', '0', 'yes'],
      ['Upsell accepted', '1', 'no'],
    ])
  })
})

describe('strict or any order, optional steps, the previous period', () => {
  it('marks the optional step and measures the step after it from the step before it', () => {
    const rows = tableRows(renderToStaticMarkup(createElement(FunnelReportView, { report: offerReport })), 'Offer funnel by step')
    expect(rows).toContain('Bump taken (optional) | 0 |  | 0.0% | 0.0% | —')
    expect(rows).toContain('Upsell accepted | 1 |  | 50.0% | 10.0% | 1.0 min')
  })

  it('says how the steps count, and shows the previous period and the change beside each step and revenue', () => {
    const html = renderToStaticMarkup(createElement(FunnelReportView, { report: compared }))
    expect(html).toContain('Any order: a visitor who entered the funnel counts at every step')
    expect(html).toContain('against 2026-09-26 to 2026-10-25')
    const rows = tableRows(html, 'Home funnel by step')
    expect(rows[0]).toBe(
      'Step | Unique visitors | Share of first step | From previous step | From first step | Median time from previous step | Previous period | Change',
    )
    expect(rows).toContain('Visit | 200 |  | — | 100.0% | — | 100 | +100.0%')
    expect(rows[rows.indexOf('desktop, &quot;big&quot;') + 1]).toBe('Visit | 50 |  | — | 100.0% | — | — | —')
    expect(tableRows(html, 'Home funnel revenue by device')[1]).toBe('All visitors | 200 | $891.00 | $4.46 | $3.56 | $445.50 | +100.0%')
    expect(renderToStaticMarkup(createElement(FunnelReportView, { report: byDevice }))).toContain(
      'Strict order: a visitor counts at a step',
    )
  })
})

describe('date range', () => {
  it('presets end today in UTC and count today as one of their days', () => {
    const lateEvening = new Date('2026-11-24T23:30:00-05:00') // 04:30 UTC on the 25th
    expect(lastDays(30, lateEvening)).toEqual({ from: '2026-10-27', to: '2026-11-25' })
    expect(lastDays(7, new Date('2026-11-24T00:00:00Z'))).toEqual({ from: '2026-11-18', to: '2026-11-24' })
    expect(lastDays(90, new Date('2026-03-01T12:00:00Z'))).toEqual({ from: '2025-12-02', to: '2026-03-01' })
  })

  it('accepts a custom range only of real days in order', () => {
    expect(isValidRange({ from: '2026-11-01', to: '2026-11-01' })).toBe(true)
    expect(isValidRange({ from: '2026-11-02', to: '2026-11-01' })).toBe(false)
    expect(isValidRange({ from: '2026-02-30', to: '2026-03-01' })).toBe(false)
    expect(isValidRange({ from: '', to: '2026-03-01' })).toBe(false)
  })
})
