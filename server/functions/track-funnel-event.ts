import { ingestFunnelEvents } from '../analytics/ingest-funnel-events'
import { funnelEventsStored } from '../observability/metrics'
import { defineFunction } from './types'

/** Funnel tracking: the web tracker sends its queued events every 5 s and on page hide. */
export const trackFunnelEvent = defineFunction('track-funnel-event', {
  auth: 'public',
  handler: async (batch, { payload, visitorId }) => {
    const result = await ingestFunnelEvents(payload, batch, { visitorId })
    funnelEventsStored.inc(result.stored)
    return result
  },
})
