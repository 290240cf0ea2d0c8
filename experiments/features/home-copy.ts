import { defineFeature } from '../schema'

/**
 * A standing slot for copy tests on the home page: marketers attach words to its variations
 * in the CMS (Home page → Copy per experiment variation), so a copy test needs no code change.
 * With no copy attached both variations show the same page.
 */
export default defineFeature({
  key: 'home-copy',
  description: 'Copy test on the home page: which words of "Copy per experiment variation" a visitor sees.',
  owner: 'marketing@agency-blueprint',
  defaultValue: 'control',
  pages: ['/', '/home'],
  experiment: {
    key: 'home-copy',
    hypothesis: 'The copy a marketer attached to the variant converts better than the published copy.',
    status: 'running',
    startDate: '2026-11-23',
    variations: [
      { key: 'control', name: 'Published copy', value: 'control' },
      { key: 'variant', name: 'Copy attached in the CMS', value: 'variant' },
    ],
    weights: [0.5, 0.5],
    primaryMetric: 'lead-captured',
    guardrailMetrics: [],
  },
})
