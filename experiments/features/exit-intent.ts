import { defineFeature } from '../schema'

/** Spec section 3 and 9: the exit-intent offer on /pricing; the variant shows a discount of 10. */
export default defineFeature({
  key: 'exit-intent',
  description: 'What the exit-intent popup on the pricing page offers: nothing, or a discount of `amount`.',
  owner: 'growth@agency-blueprint',
  defaultValue: { variant: 'control' },
  pages: ['/pricing'],
  experiment: {
    key: 'exit-intent',
    hypothesis: 'Offering a discount of 10 to visitors about to leave the pricing page raises checkouts without raising refunds.',
    status: 'running',
    startDate: '2026-11-23',
    variations: [
      { key: 'control', name: 'No offer', value: { variant: 'control' } },
      { key: 'discount', name: 'Discount 10', value: { variant: 'discount', amount: 10 } },
    ],
    weights: [0.5, 0.5],
    primaryMetric: 'checkout-started',
    guardrailMetrics: ['refund', 'revenue'],
  },
})
