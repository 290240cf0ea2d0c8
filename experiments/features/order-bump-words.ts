import { defineFeature } from '../schema'

/**
 * The order bump's headline on /offer/checkout: the spec's words, or the CMS's variant headline
 * (Offer → Order bump → Headline variant). Only the words vary; the box starts unchecked for
 * everyone (docs/decisions/119).
 */
export default defineFeature({
  key: 'order-bump-words',
  description: 'Which headline the order bump on the offer checkout shows: the spec’s, or the CMS’s variant headline.',
  owner: 'growth@agency-blueprint',
  defaultValue: 'spec',
  pages: ['/offer/checkout'],
  experiment: {
    key: 'order-bump-words',
    hypothesis: 'A headline that names what the upgrade holds raises the bump’s take rate without raising refunds.',
    status: 'running',
    startDate: '2026-12-07',
    variations: [
      { key: 'spec', name: 'Spec headline', value: 'spec' },
      { key: 'variant', name: 'Variant headline', value: 'variant' },
    ],
    weights: [0.5, 0.5],
    primaryMetric: 'revenue',
    guardrailMetrics: ['refund', 'purchase', 'offer-upsell-accepted', 'average-order-value'],
  },
})
