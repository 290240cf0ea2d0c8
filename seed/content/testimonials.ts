import { contentSeed } from './types'

/**
 * The two video testimonials of the home page. The spec gives no names or words: these are
 * placeholders (docs/decisions/010) to be replaced by real, consented testimonials. Each has
 * its own video field; the seed fills both with the sample clip so the page plays offline.
 */
export const testimonials = contentSeed({
  collection: 'testimonials',
  key: 'name',
  docs: ({ sampleClipId }) => [
    {
      name: 'Marcus Reed',
      title: 'Founder, Reed Digital',
      video: sampleClipId,
      quote:
        "I was doing the SEO work myself until two in the morning. Now the experts deliver in the three-way chat and my clients think it's my team. We went from $8K to $41K a month in five months.",
      highlight: '$8K to $41K/month in 5 months',
    },
    {
      name: 'Priya Nair',
      title: 'Owner, Brightline Local',
      video: sampleClipId,
      quote:
        "The white-label portal sold itself. I price the local-SEO package at ten times what delivery costs me, my clients see results in their first month, and I haven't lost an account this year.",
      highlight: '10x markup, no lost accounts this year',
    },
  ],
})
