import { defineFeature } from '../schema'

/** Spec section 3 and 9: the 24-hour countdown beside the ROI calculator on the home page. */
export default defineFeature({
  key: 'countdown',
  description: 'Whether the home page shows the 24-hour countdown next to the ROI calculator.',
  owner: 'growth@agency-blueprint',
  defaultValue: true,
  pages: ['/', '/home'],
  experiment: {
    key: 'countdown',
    hypothesis: 'The countdown creates urgency: without it fewer visitors leave their details.',
    status: 'running',
    startDate: '2026-11-23',
    variations: [
      { key: 'shown', name: 'Countdown shown', value: true },
      { key: 'hidden', name: 'No countdown', value: false },
    ],
    weights: [0.5, 0.5],
    primaryMetric: 'lead-captured',
    guardrailMetrics: ['checkout-started'],
  },
})
