import { ingestFunnelEvents } from '../analytics/ingest-funnel-events'
import { defineFunction } from './types'

/** Funnel tracking: the web tracker sends its queued events every 5 s and on page hide. */
export const trackFunnelEvent = defineFunction('track-funnel-event', {
  auth: 'public',
  handler: (batch, { payload, visitorId }) => ingestFunnelEvents(payload, batch, { visitorId }),
})
