import { defineFeature } from '../schema'

/** Spec section 3: a sticky banner with the countdown at the top of the home page. */
export default defineFeature({
  key: 'sticky-timer-banner',
  description: 'Whether the home page keeps a banner with the countdown stuck to the top while scrolling.',
  owner: 'growth@agency-blueprint',
  defaultValue: false,
  pages: ['/', '/home'],
  experiment: {
    key: 'sticky-timer-banner',
    hypothesis: 'A timer that stays in view raises lead capture more than one seen once.',
    status: 'running',
    startDate: '2026-11-23',
    variations: [
      { key: 'off', name: 'No banner', value: false },
      { key: 'on', name: 'Sticky timer', value: true },
    ],
    weights: [0.5, 0.5],
    primaryMetric: 'lead-captured',
    guardrailMetrics: [],
  },
})
