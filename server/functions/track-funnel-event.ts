import { EXPOSURE_EVENT, hasExpectedData, serverOnlyEventMessage, serverOnlyEventOf } from '../../contracts/funnel-events'
import { AppError } from '../../contracts/errors'
import { ingestFunnelEvents } from '../analytics/ingest-funnel-events'
import { deviceOf } from '../analytics/visitor-source'
import { eventFlags } from '../experiments/exposure-verdicts'
import { funnelEventsFlagged, funnelEventsStored, funnelEventsUnexpectedData } from '../observability/metrics'
import { mayTrack } from '../consent/consent-state'
import { defineFunction } from './types'

/**
 * Funnel tracking: the web tracker sends its queued events every 5 s and on page hide. The batch
 * schema refuses an unknown event type; a known type's odd data is stored as sent and counted,
 * since refusing it would lose the whole batch of a browser on an older bundle (docs/decisions/075).
 * An event only the server writes is refused by name; events of an unsigned visitor and
 * exposures the server would not have made are stored flagged, outside every result (docs/decisions/109).
 */
export const trackFunnelEvent = defineFunction('track-funnel-event', {
  auth: 'public',
  handler: async (batch, { payload, visitorId, visitorVerified, req }) => {
    const serverOnly = serverOnlyEventOf(batch.events)
    if (serverOnly) throw new AppError('SERVER_ONLY_EVENT', serverOnlyEventMessage(serverOnly))
    for (const event of batch.events)
      if (!hasExpectedData(event.event_type, event.event_data)) funnelEventsUnexpectedData.inc({ event_type: event.event_type })
    // Without consent (docs/decisions/121): stored under no visitor and no lead, each page's events
    // apart; such a page reads no experiment, so an exposure it sends counts toward none.
    const consented = mayTrack(req.res!)
    const flags = consented
      ? await eventFlags(req, { visitorId, verified: visitorVerified === true, events: batch.events })
      : new Map(batch.events.filter((e) => e.event_type === EXPOSURE_EVENT).map((e) => [e.event_id, 'unverified_visitor' as const]))
    const { stored, duplicates, flagged } = await ingestFunnelEvents(
      payload,
      consented ? batch : { ...batch, lead_id: null, experiment_variants: {} },
      { visitorId: consented ? visitorId : undefined, device: deviceOf(req.headers['user-agent']), flags },
    )
    funnelEventsStored.inc(stored)
    for (const [reason, n] of Object.entries(flagged)) funnelEventsFlagged.inc({ reason }, n)
    return { stored, duplicates }
  },
})
