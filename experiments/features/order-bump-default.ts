import { defineFeature } from '../schema'

/**
 * Spec section 3: the order bump on /offer/checkout starts unchecked, for everyone. The
 * experiment that started it checked for half of buyers is stopped, the unchecked arm
 * released (docs/decisions/119: a pre-ticked paid add-on is not lawful in the EU and the UK);
 * it stays here so its recorded results keep their names. What the bump may lawfully test
 * runs in order-bump-words.
 */
export default defineFeature({
  key: 'order-bump-default',
  description: 'Whether the order bump on the offer checkout starts "checked" or "unchecked": unchecked, always (decision 119).',
  owner: 'growth@agency-blueprint',
  defaultValue: 'unchecked',
  pages: ['/offer/checkout'],
  experiment: {
    key: 'order-bump-default',
    hypothesis: 'A pre-checked order bump raises revenue per buyer without raising refunds.',
    status: 'stopped',
    releasedVariation: 'unchecked',
    startDate: '2026-11-23',
    variations: [
      { key: 'unchecked', name: 'Unchecked (spec)', value: 'unchecked' },
      { key: 'checked', name: 'Checked (stopped: not lawful)', value: 'unchecked' },
    ],
    weights: [0.5, 0.5],
    primaryMetric: 'revenue',
    guardrailMetrics: ['refund', 'purchase', 'offer-upsell-accepted', 'average-order-value', 'upsell-take-rate'],
  },
})
