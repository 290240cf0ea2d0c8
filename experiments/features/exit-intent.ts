import { defineFeature } from '../schema'

/**
 * Spec section 3 and 9: the exit-intent offer on /pricing. The variant shows the CMS's discount,
 * the percent its code takes at checkout (decision 074: the spec's "amount 10" said 10 % while
 * SCALE20 took 20 %).
 */
export default defineFeature({
  key: 'exit-intent',
  description: 'What the exit-intent popup on the pricing page offers: nothing, or the discount code of the Pricing page (its percent).',
  owner: 'growth@agency-blueprint',
  defaultValue: { variant: 'control' },
  pages: ['/pricing'],
  experiment: {
    key: 'exit-intent',
    hypothesis: 'Offering the discount code to visitors about to leave the pricing page raises checkouts without raising refunds.',
    status: 'running',
    startDate: '2026-11-23',
    variations: [
      { key: 'control', name: 'No offer', value: { variant: 'control' } },
      { key: 'discount', name: 'Discount code', value: { variant: 'discount' } },
    ],
    weights: [0.5, 0.5],
    primaryMetric: 'checkout-started',
    guardrailMetrics: ['refund', 'revenue'],
  },
})
