import { describe, expect, it } from 'vitest'
import { HOLDOUT_EXPERIMENT } from '../../experiments/holdout'
import { loadExperimentConfig } from '../../experiments/load'
import { holdoutArmSums, holdoutLiftAggregation } from '../../server/analytics/holdout-lift/mongo'
import { baselineWindows } from '../../server/analytics/metric-baseline'
import { baselineSumsOf, metricBaselineAggregation } from '../../server/analytics/metric-baseline/mongo'
import { expectClose } from '../support/experiment-sums-data'
import {
  HOLD,
  HOLDOUT_PAYMENTS,
  HOLDOUT_SUMS,
  HOLDOUT_UNITS,
  HOLDOUT_WINDOW,
  PLAN,
  PLAN_PAYMENTS,
  PLAN_REVENUE_SUMS,
  PLAN_SEEN,
  PLAN_UNTIL,
} from '../support/holdout-baseline-data'
import { mongoDocument, runPipeline, type Collections } from '../support/mongo-documents'

/**
 * The holdout's lift and a draft's baseline: their MongoDB pipelines run in memory (mingo) over
 * the rows the SQL tests write (tests/integration/experiment-sums.test.ts), stored as the MongoDB
 * adapter stores them, against the sums the SQL tests assert. Every figure to 1e-9 (decision 124).
 */

const names = { events: 'funnel-events', payments: 'payments', orders: 'orders', exposures: 'experiment-exposures' }

describe('the holdout lift pipeline (mingo)', () => {
  const db: Collections = {
    'experiment-exposures': HOLDOUT_UNITS.map((u) =>
      mongoDocument(
        {
          experiment_id: HOLDOUT_EXPERIMENT,
          visitor_id: u.unit,
          variation_key: u.variation,
          first_at: new Date(u.at),
          one_variation: u.one,
        },
        u.at,
      ),
    ),
    // The payments' visitor in their metadata only (no visitor_id field), as the SQL test writes them.
    payments: HOLDOUT_PAYMENTS.map(([unit, amount, status, at], i) =>
      mongoDocument({ payment_intent_id: `${HOLD}pi-${i}`, amount, status, metadata: { visitor_id: unit } }, at),
    ),
    orders: [],
  }

  it('everyone else against the holdout: visitors, purchasers, revenue and its squares per side', () => {
    const window = { since: `${HOLDOUT_WINDOW.from}T00:00:00.000Z`, until: `${HOLDOUT_WINDOW.to}T23:59:59.999Z` }
    const { collection, pipeline } = holdoutLiftAggregation(window, names)
    expect(collection).toBe('experiment-exposures')
    expectClose(holdoutArmSums(runPipeline(db, collection, pipeline)), [HOLDOUT_SUMS.holdout, HOLDOUT_SUMS.general])
  })
})

describe("a draft's baseline pipeline (mingo)", () => {
  const db: Collections = {
    'funnel-events': PLAN_SEEN.map(([v, at], i) =>
      mongoDocument(
        {
          event_id: `${PLAN}${i}`,
          event_type: 'page_view',
          event_data: {},
          session_id: `${PLAN}${v}-s`,
          visitor_id: `${PLAN}${v}`,
          occurred_at: new Date(at),
        },
        at,
      ),
    ),
    payments: PLAN_PAYMENTS.map(([id, v, amount, at, status]) =>
      mongoDocument(
        {
          payment_intent_id: `${PLAN}pi-${id}`,
          amount,
          status: status ?? 'succeeded',
          visitor_id: `${PLAN}${v}`,
          kind: 'offer',
          metadata: {},
        },
        at,
      ),
    ),
    orders: [],
  }
  const sums = async (key: string) => {
    const metric = (await loadExperimentConfig()).metrics.find((m) => m.key === key)!
    const { collection, pipeline } = metricBaselineAggregation(metric, baselineWindows(new Date(PLAN_UNTIL)), names)
    expect(collection).toBe('funnel-events')
    return baselineSumsOf(runPipeline(db, collection, pipeline))
  }

  it('sums revenue per visitor over the last 14 days and the 14 before, the refund netted', async () => {
    expectClose(await sums('revenue'), PLAN_REVENUE_SUMS)
  })

  it('counts the orders per visitor: four visitors, three orders after', async () => {
    expectClose((await sums('orders')).n, 4)
    expectClose((await sums('orders')).sum, 3)
  })
})
