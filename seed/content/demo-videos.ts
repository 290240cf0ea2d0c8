import { contentSeed } from './types'

/**
 * Demo videos of the four products in the plan comparison (spec: "demo videos come from a
 * video-messaging service"). Each has its own video field (an upload, or the service's embed
 * address); until real recordings exist the seed fills them with the sample clip, which works
 * offline (docs/decisions/010). Price claims are the spec's.
 */
export const DEMO = {
  voice: 'AI Voice Agent demo',
  maps: 'Local Maps Ranking demo',
  search: 'Search Visibility demo',
  leads: 'Lead Tracking demo',
} as const

export const demoVideos = contentSeed({
  collection: 'demo-videos',
  key: 'title',
  docs: ({ sampleClipId }) => [
    {
      title: DEMO.voice,
      description: 'Hear an AI voice agent answer a missed call, qualify the caller and book the appointment into your CRM.',
      video: sampleClipId,
      price_claim: '$0.07 per minute',
    },
    {
      title: DEMO.maps,
      description: "Watch a client's business climb into the local map pack, and see how the progress shows in the portal.",
      video: sampleClipId,
      price_claim: null,
    },
    {
      title: DEMO.search,
      description: 'See how the search-visibility product tracks and improves where a client appears across search results.',
      video: sampleClipId,
      price_claim: null,
    },
    {
      title: DEMO.leads,
      description: 'Follow every call and form lead back to the campaign that produced it, and report the cost per lead.',
      video: sampleClipId,
      price_claim: '$0.45 per lead',
    },
  ],
})
