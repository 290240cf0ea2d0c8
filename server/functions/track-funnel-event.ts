import { ingestFunnelEvents } from '../analytics/ingest-funnel-events'
import { deviceOf } from '../analytics/visitor-source'
import { funnelEventsStored } from '../observability/metrics'
import { defineFunction } from './types'

/** Funnel tracking: the web tracker sends its queued events every 5 s and on page hide. */
export const trackFunnelEvent = defineFunction('track-funnel-event', {
  auth: 'public',
  handler: async (batch, { payload, visitorId, req }) => {
    const result = await ingestFunnelEvents(payload, batch, { visitorId, device: deviceOf(req.headers['user-agent']) })
    funnelEventsStored.inc(result.stored)
    return result
  },
})
