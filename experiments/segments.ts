import { EXPERIMENT_BREAKDOWNS } from '../contracts/experiments'

/**
 * Each exposed unit's segment for the experiment breakdowns (issue 19, point 5): the funnel
 * view's breakdowns but the variant (the experiment is already split by variation), taken at the
 * unit's first exposure so a later visit from another campaign does not move it.
 */

export { EXPERIMENT_BREAKDOWNS }
export type ExperimentBreakdown = (typeof EXPERIMENT_BREAKDOWNS)[number]
export type UnitSegment = Record<ExperimentBreakdown, string>

/** The value of a breakdown nobody knows (an event stored before the columns existed, no utm). */
export const UNKNOWN_SEGMENT = '(none)'

/** Where and how a unit met the experiment first. */
export type FirstExposure = { at: string; session?: string | null; device?: string | null }

/** Any funnel event of a unit, as far as its segment needs it. */
export type VisitorEvent = {
  unit: string
  session: string
  at: string
  utm_source?: string | null
  utm_medium?: string | null
  utm_campaign?: string | null
}

type State = { utm?: VisitorEvent; returning: boolean }

const hasUtm = (e: VisitorEvent) => Boolean(e.utm_source || e.utm_medium || e.utm_campaign)

/**
 * Fed a unit's funnel events in any order (a page at a time, so memory grows with the units,
 * not the events); then gives each unit's segment:
 * - utm source, medium and campaign: of the unit's first event with a utm tag at or before its
 *   first exposure;
 * - device: of the first exposure (what the unit saw the variation on);
 * - visitor type: 'returning' when the unit had an event in another session before its first
 *   exposure, else 'new'.
 */
export class SegmentAssigner {
  private readonly states = new Map<string, State>()

  constructor(private readonly exposures: ReadonlyMap<string, FirstExposure>) {}

  add(event: VisitorEvent): void {
    const exposure = this.exposures.get(event.unit)
    if (!exposure || event.at > exposure.at) return
    let state = this.states.get(event.unit)
    if (!state) this.states.set(event.unit, (state = { returning: false }))
    if (hasUtm(event) && (!state.utm || event.at < state.utm.at)) state.utm = event
    if (exposure.session && event.session !== exposure.session && event.at < exposure.at) state.returning = true
  }

  segmentOf(unit: string): UnitSegment | undefined {
    const exposure = this.exposures.get(unit)
    if (!exposure) return undefined
    const state = this.states.get(unit)
    const tag = (value: string | null | undefined) => value || UNKNOWN_SEGMENT
    return {
      utm_source: tag(state?.utm?.utm_source),
      utm_medium: tag(state?.utm?.utm_medium),
      utm_campaign: tag(state?.utm?.utm_campaign),
      device: tag(exposure.device),
      visitor_type: exposure.session ? (state?.returning ? 'returning' : 'new') : UNKNOWN_SEGMENT,
    }
  }

  segments(): Map<string, UnitSegment> {
    const out = new Map<string, UnitSegment>()
    for (const unit of this.exposures.keys()) out.set(unit, this.segmentOf(unit)!)
    return out
  }
}

/** Each unit's first exposure per experiment (the moment its segment is taken at). */
export function firstExposuresByExperiment(
  exposures: ReadonlyArray<{ unit: string; experiment: string; at: string; session?: string | null; device?: string | null }>,
): Map<string, Map<string, FirstExposure>> {
  const out = new Map<string, Map<string, FirstExposure>>()
  for (const e of exposures) {
    let units = out.get(e.experiment)
    if (!units) out.set(e.experiment, (units = new Map()))
    const seen = units.get(e.unit)
    if (!seen || e.at < seen.at) units.set(e.unit, { at: e.at, session: e.session, device: e.device })
  }
  return out
}
