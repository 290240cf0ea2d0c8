import { defineFeature } from '../schema'

/** Spec section 3: the pricing page's display variant; the variant is value_stack. */
export default defineFeature({
  key: 'pricing-display',
  description: 'How the pricing page presents the plans: "standard" cards, or "value_stack" (the value stack first).',
  owner: 'growth@agency-blueprint',
  defaultValue: 'standard',
  pages: ['/pricing'],
  experiment: {
    key: 'pricing-display',
    hypothesis: 'Showing the value stack before the plans makes the price feel smaller and raises checkouts.',
    status: 'running',
    startDate: '2026-11-23',
    variations: [
      { key: 'standard', name: 'Standard', value: 'standard' },
      { key: 'value-stack', name: 'Value stack', value: 'value_stack' },
    ],
    weights: [0.5, 0.5],
    primaryMetric: 'checkout-started',
    guardrailMetrics: ['refund'],
  },
})
