import { defineFeature } from '../schema'

/** Spec section 3: the order bump on /offer/checkout starts unchecked; the variant starts it checked. */
export default defineFeature({
  key: 'order-bump-default',
  description: 'Whether the order bump on the offer checkout starts "checked" or "unchecked".',
  owner: 'growth@agency-blueprint',
  defaultValue: 'unchecked',
  pages: ['/offer/checkout'],
  experiment: {
    key: 'order-bump-default',
    hypothesis: 'A pre-checked order bump raises revenue per buyer without raising refunds.',
    status: 'running',
    startDate: '2026-11-23',
    variations: [
      { key: 'unchecked', name: 'Unchecked (spec)', value: 'unchecked' },
      { key: 'checked', name: 'Checked', value: 'checked' },
    ],
    weights: [0.5, 0.5],
    primaryMetric: 'revenue',
    // A pre-checked bump must not cost the upsell after it (a funnel goal: experiments/funnel-step-metric.ts).
    guardrailMetrics: ['refund', 'purchase', 'offer-upsell-accepted', 'average-order-value', 'upsell-take-rate'],
  },
})
