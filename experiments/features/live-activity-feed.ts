import { defineFeature } from '../schema'

/** Spec section 3 and 9: a live activity feed (one entry every 8 s) on the home page. */
export default defineFeature({
  key: 'live-activity-feed',
  description: 'Whether the home page shows the live activity feed (a new member win every 8 s) under the header.',
  owner: 'growth@agency-blueprint',
  defaultValue: false,
  pages: ['/', '/home'],
  experiment: {
    key: 'live-activity-feed',
    hypothesis: 'Seeing other agencies succeed right now raises lead capture.',
    status: 'running',
    startDate: '2026-11-23',
    variations: [
      { key: 'off', name: 'No feed', value: false },
      { key: 'on', name: 'Live feed', value: true },
    ],
    weights: [0.5, 0.5],
    primaryMetric: 'lead-captured',
    guardrailMetrics: [],
  },
})
