/**
 * The hand-counted rows of the holdout's lift and of a draft's baseline, shared by the SQL tests
 * (tests/integration/experiment-sums.test.ts) and the MongoDB pipeline tests
 * (tests/unit/mongo-pipelines-holdout-baseline.test.ts), with the sums both assert.
 */

export const HOLD = 'hold-'
const exposed = '2005-03-05T10:00:00.000Z'
const paidAt = '2005-03-06T10:00:00.000Z'
/** The holdout's first exposures: ten on the holdout, thirty on everyone else, one shown both, one before the window. */
export const HOLDOUT_UNITS = [
  ...Array.from({ length: 10 }, (_, i) => ({ unit: `${HOLD}h${i}`, variation: 'holdout', at: exposed, one: true })),
  ...Array.from({ length: 30 }, (_, i) => ({ unit: `${HOLD}g${i}`, variation: 'general', at: exposed, one: true })),
  { unit: `${HOLD}mixed`, variation: 'general', at: exposed, one: false },
  { unit: `${HOLD}earlier`, variation: 'general', at: '2005-02-20T10:00:00.000Z', one: true },
]
/** [visitor, amount, status, at]: each written with its visitor in `metadata` only. */
export const HOLDOUT_PAYMENTS: [string, number, string, string][] = [
  [`${HOLD}h0`, 100, 'succeeded', paidAt],
  [`${HOLD}h1`, 50, 'succeeded', paidAt],
  [`${HOLD}h1`, 25, 'pending', paidAt],
  [`${HOLD}h2`, 300, 'refunded', paidAt],
  // Disputed: netted out, as the revenue metric nets it (the lift and the tests agree).
  [`${HOLD}h3`, 400, 'disputed', paidAt],
  ...([100, 120, 80, 97, 200, 60] as const).map((amount, i): [string, number, string, string] => [
    `${HOLD}g${i}`,
    amount,
    'succeeded',
    paidAt,
  ]),
  [`${HOLD}g6`, 500, 'succeeded', '2005-03-04T10:00:00.000Z'],
  [`${HOLD}g7`, 500, 'succeeded', '2005-04-01T00:00:00.000Z'],
  [`${HOLD}mixed`, 1000, 'succeeded', paidAt],
  [`${HOLD}earlier`, 1000, 'succeeded', paidAt],
]
export const HOLDOUT_WINDOW = { from: '2005-03-01', to: '2005-03-31' }
/** By hand: h0 100, h1 50 + 25 (pending counts); g0..g5 100, 120, 80, 97, 200, 60. */
export const HOLDOUT_SUMS = {
  holdout: { users: 10, purchasers: 2, revenue: 175, revenueSquares: 100 ** 2 + 75 ** 2 },
  general: { users: 30, purchasers: 6, revenue: 657, revenueSquares: 100 ** 2 + 120 ** 2 + 80 ** 2 + 97 ** 2 + 200 ** 2 + 60 ** 2 },
}

export const PLAN = 'sums-plan-'
// The last 14 days are (06-15, 06-29], the 14 before them (06-01, 06-15]; only 2007 is ours.
export const PLAN_UNTIL = '2007-06-29T00:00:00.000Z'
/** [visitor, at]: a page view each. */
export const PLAN_SEEN: Array<[string, string]> = [
  ['p1', '2007-06-20T10:00:00.000Z'],
  ['p2', '2007-06-20T11:00:00.000Z'],
  ['p3', '2007-06-21T10:00:00.000Z'],
  ['p3', '2007-06-22T10:00:00.000Z'],
  ['p4', '2007-06-22T10:00:00.000Z'],
  // Seen only before the last 14 days: not a visitor of them, whatever they paid.
  ['p5', '2007-06-10T10:00:00.000Z'],
]
/** [id, visitor, amount, at, status]: offer payments with their visitor. */
export const PLAN_PAYMENTS: Array<[string, string, number, string, string?]> = [
  ['p1', 'p1', 100, '2007-06-20T10:05:00.000Z'],
  ['p1-pre', 'p1', 50, '2007-06-05T10:00:00.000Z'],
  ['p1-old', 'p1', 999, '2007-06-01T00:00:00.000Z'],
  ['p2-late', 'p2', 777, '2007-06-29T00:00:00.001Z'],
  ['p3', 'p3', 200, '2007-06-21T10:05:00.000Z'],
  ['p3-refunded', 'p3', 80, '2007-06-22T10:05:00.000Z', 'refunded'],
  ['p3-pre', 'p3', 30, '2007-06-10T10:00:00.000Z'],
  ['p4-edge', 'p4', 40, '2007-06-15T00:00:00.000Z'],
  ['p4', 'p4', 60, PLAN_UNTIL],
  ['p5', 'p5', 500, '2007-06-20T10:00:00.000Z'],
]
// Post/pre: p1 100/50, p2 0/0, p3 200/30 (the refund netted), p4 60/40 (06-15 itself is before).
// Σ 360, Σ² 53,600; Σpre 120, Σpre² 5,000; Σpost·pre 13,400.
export const PLAN_REVENUE_SUMS = { n: 4, sum: 360, sumSquares: 53_600, preSum: 120, preSquares: 5000, crossSum: 13_400 }
