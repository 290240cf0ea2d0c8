import type { Request } from 'express'
import { parse as parseCookies } from 'cookie'
import { EXPOSURE_EVENT, type FunnelEventInput } from '../../contracts/funnel-events'
import { activeExperiments } from './live-experiments'
import { serverGrowthBook } from './server-growthbook'
import { visitorAttributes } from './visitor-attributes'

/** Why a stored event counts toward no experiment (collections/FunnelEvents' `flag_reason`). */
export type EventFlag = 'unverified_visitor' | 'variation_mismatch'

/**
 * Which events of a tracker batch count toward no experiment (issue 38, docs/decisions/109):
 * every event of a visitor whose id the server did not sign (the request had to issue a new
 * one), and each exposure whose experiment and variation are not what the server computes for
 * this visitor now — GrowthBook on the live payload with the visitor's id, its sticky-bucket
 * cookie and its targeting attributes, as the page renderer does, so the global holdout, the
 * layers, coverage and targeting all agree with what the page showed.
 */
export async function eventFlags(
  req: Request,
  { visitorId, verified, events }: { visitorId: string; verified: boolean; events: readonly FunnelEventInput[] },
): Promise<Map<string, EventFlag>> {
  const flags = new Map<string, EventFlag>()
  if (!verified || !visitorId) {
    for (const event of events) flags.set(event.event_id, 'unverified_visitor')
    return flags
  }
  const exposures = events.filter((e) => e.event_type === EXPOSURE_EVENT)
  if (exposures.length === 0) return flags
  const { payload } = await activeExperiments()
  const cookies = parseCookies(req.headers.cookie ?? '')
  const gb = serverGrowthBook({
    payload,
    visitorId,
    attributes: visitorAttributes(req),
    // Reads the visitor's sticky buckets (a bandit's re-weight keeps who saw what); writes nothing.
    jar: { get: (name) => cookies[name], set: () => undefined },
  })
  const features = Object.keys(payload.features ?? {})
  for (const event of exposures) {
    const data = event.event_data ?? {}
    const experiment = data.experiment_id
    const variation = data.variation_key
    const featureId = typeof data.feature_id === 'string' ? data.feature_id : null
    const candidates = featureId ? [featureId] : features
    const agrees =
      typeof experiment === 'string' &&
      typeof variation === 'string' &&
      candidates.some((key) => {
        if (!payload.features?.[key]) return false
        const evaluated = gb.evalFeature(key)
        const result = evaluated.experimentResult
        return evaluated.experiment?.key === experiment && !!result?.inExperiment && result.key === variation
      })
    if (!agrees) flags.set(event.event_id, 'variation_mismatch')
  }
  gb.destroy()
  return flags
}
