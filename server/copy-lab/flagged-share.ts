import type { Payload } from 'payload'
import { EXPOSURE_EVENT } from '../../contracts/funnel-events'

/**
 * The share of a copy test's exposures since `since` that were flagged at ingest (an unsigned
 * visitor, a variation the server would not have made; docs/decisions/109): flagged exposure
 * events over those plus the users the results counted. 0 with no exposures at all.
 */
export async function flaggedShare(payload: Payload, experiment: string, since: string, counted: number): Promise<number> {
  const { totalDocs: flagged } = await payload.count({
    collection: 'funnel-events',
    where: {
      flagged: { equals: true },
      event_type: { equals: EXPOSURE_EVENT },
      occurred_at: { greater_than_equal: since },
      'event_data.experiment_id': { equals: experiment },
    },
    overrideAccess: true,
  })
  return flagged + counted > 0 ? flagged / (flagged + counted) : 0
}
