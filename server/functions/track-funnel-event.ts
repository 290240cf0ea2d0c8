import { hasExpectedData } from '../../contracts/funnel-events'
import { ingestFunnelEvents } from '../analytics/ingest-funnel-events'
import { deviceOf } from '../analytics/visitor-source'
import { funnelEventsStored, funnelEventsUnexpectedData } from '../observability/metrics'
import { defineFunction } from './types'

/**
 * Funnel tracking: the web tracker sends its queued events every 5 s and on page hide. The batch
 * schema refuses an unknown event type; a known type's odd data is stored as sent and counted,
 * since refusing it would lose the whole batch of a browser on an older bundle (docs/decisions/075).
 */
export const trackFunnelEvent = defineFunction('track-funnel-event', {
  auth: 'public',
  handler: async (batch, { payload, visitorId, req }) => {
    for (const event of batch.events)
      if (!hasExpectedData(event.event_type, event.event_data)) funnelEventsUnexpectedData.inc({ event_type: event.event_type })
    const result = await ingestFunnelEvents(payload, batch, { visitorId, device: deviceOf(req.headers['user-agent']) })
    funnelEventsStored.inc(result.stored)
    return result
  },
})
