import type { COPY_TEST_OUTCOMES, CopyRule, CopyVariantStatus } from '../../../contracts/copy-lab'
import metrics from '../../../experiments/metrics'

/** How the copy lab's screens write figures, dates and the contract's keys. */

/** A figure that has no value (the control's uplift, a test without a winner). */
export const NONE = '—'

export const count = (n: number) => n.toLocaleString('en-US')

/** "1 visitor", "2 visitors". */
export const counted = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`

export const percent = (share: number | null, digits = 1) => (share === null ? NONE : `${(share * 100).toFixed(digits)}%`)

/** A relative change with its sign: +12.5%, −3.0%. */
export const signedPercent = (change: number) => `${change >= 0 ? '+' : '−'}${Math.abs(change * 100).toFixed(1)}%`

/** "+12.5% (−2.0% to +27.0%)": the uplift and its 95% interval. */
export function upliftWithInterval(uplift: number | null, ci: readonly [number, number] | null): string {
  if (uplift === null) return NONE
  return ci ? `${signedPercent(uplift)} (${signedPercent(ci[0])} to ${signedPercent(ci[1])})` : signedPercent(uplift)
}

const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })
const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' })
export const dateTime = (iso: string) => DATE_TIME.format(new Date(iso))
export const day = (iso: string) => DATE.format(new Date(iso))

export const RULES: Record<CopyRule, { label: string; explanation: string }> = {
  'fixed-horizon': {
    label: 'Fixed horizon',
    explanation: 'Waits for the planned number of visitors, then decides once: the most reliable, and the slowest.',
  },
  sequential: {
    label: 'Sequential',
    explanation: 'Checks every day with bounds that allow peeking: stops as soon as the evidence is clear.',
  },
  bandit: {
    label: 'Thompson-sampling bandit',
    explanation: 'Sends more visitors to the words most likely to win each day: fewer lost sales, weaker proof.',
  },
}

export const OUTCOMES: Record<(typeof COPY_TEST_OUTCOMES)[number], string> = {
  winner: 'Winner found',
  'no-winner': 'No winner',
  srm: 'Stopped: uneven split',
  guardrail: 'Stopped: guardrail',
  ended: 'Ended',
  stopped: 'Stopped by hand',
}

export const STATUSES: Record<CopyVariantStatus, string> = {
  draft: 'Draft',
  approved: 'Approved',
  rejected: 'Rejected',
  running: 'In a test',
  won: 'Won',
  lost: 'Lost',
  inconclusive: 'Inconclusive',
}

/** A metric's name as experiments/metrics.ts gives it ("Lead captured"). */
export const metricName = (key: string) => metrics.find((m) => m.key === key)?.name ?? key
