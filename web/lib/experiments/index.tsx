import { GrowthBook, type TrackingCallback } from '@growthbook/growthbook'
import { GrowthBookProvider, useFeatureValue as useGrowthBookFeatureValue, useGrowthBook } from '@growthbook/growthbook-react'
import { useEffect, type ReactNode } from 'react'
import type { CopySlotId } from '../../../contracts/copy-lab'
import type { FunnelEventType } from '../../../contracts/funnel-events'
import type { FunnelTracker } from '../funnel-tracker'
import { isLiveTracker, useFunnelTracker } from '../tracking'
import { CookieStickyBucketService, type CookieJar } from '../../../contracts/sticky-bucket-cookie'
import { documentCookieJar } from './document-cookie-jar'
import type { ExperimentsAssignment, ExperimentsPayload } from '../../../contracts/initial-data'

/**
 * Experiments in the web app (docs/decisions/034). A page reads a flag with
 *
 *   const exitIntent = useFeatureValue('exit-intent', { variant: 'control' })
 *
 * which is the same on the server and in the browser: the server renders with a GrowthBook
 * made for the visitor (server/experiments), and the browser hydrates from the payload,
 * attributes, sticky-bucket documents and deferred tracking calls the server handed over.
 * The first exposure of each experiment is recorded once through the funnel pipeline.
 */

/** The flag keys of experiments/features (the file name is the key), and the copy lab's slots (slot-copy.ts). */
export type FeatureKey =
  | 'exit-intent'
  | 'order-bump-default'
  | 'order-bump-words'
  | 'countdown'
  | 'pricing-display'
  | 'live-activity-feed'
  | 'sticky-timer-banner'
  | `copy-${CopySlotId}`

/** A flag's value for this visitor, or `fallback` when the feature is unknown (no payload). */
export function useFeatureValue<T extends string | number | boolean | Record<string, unknown> | null>(key: FeatureKey, fallback: T): T {
  return useGrowthBookFeatureValue(key, fallback as never) as T
}

export { useGrowthBook }

/** A CMS row attaching words to a variation (e.g. the Home page's "Copy per experiment variation"). */
export type VariationCopy = { experiment: string; variation: string; field: string; text: string }

/**
 * Copy tests without code: `copy('hero.headline', published)` is the words attached to the
 * visitor's variation of the row's experiment, or the published words. Evaluating the flag
 * here makes it part of the page's assignment (server cache key, exposure).
 */
export function useVariationCopy(rows: VariationCopy[] | null | undefined): (field: string, published: string) => string {
  const gb = useGrowthBook()
  return (field, published) => {
    for (const row of rows ?? []) {
      if (row.field !== field) continue
      const result = gb?.evalFeature(row.experiment).experimentResult
      if (result?.inExperiment && result.key === row.variation) return row.text
    }
    return published
  }
}

/**
 * The event type of an exposure in funnel-events (contracts' EXPOSURE_EVENT, which the server reads).
 * Written out, not imported: contracts/funnel-events.ts would bring zod into the main bundle.
 */
export const EXPOSURE_EVENT_TYPE = 'experiment_viewed' satisfies FunnelEventType

function fnv1a(text: string, seed: number): string {
  let h = seed >>> 0
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h.toString(16).padStart(8, '0')
}

/** One event id per experiment and unit, so a unit's exposure is stored once however often it is sent. */
export function exposureEventId(experimentKey: string, unit: string): string {
  const text = `${experimentKey}|${unit}`
  return `xp_${experimentKey.slice(0, 24)}_${fnv1a(text, 0x811c9dc5)}${fnv1a(text, 0x050c5d1f)}`
}

/** The tracking callback: each exposure becomes a funnel event with a stable id. */
export function exposureTracker(tracker: FunnelTracker): TrackingCallback {
  // GrowthBook calls back for the server's deferred exposures and again when the page
  // evaluates the same flags: one event per unit and experiment is enough.
  const sent = new Set<string>()
  return (experiment, result) => {
    const eventId = exposureEventId(experiment.key, String(result.hashValue))
    if (sent.has(eventId)) return
    sent.add(eventId)
    tracker.setExperimentVariants({ [experiment.key]: result.key })
    tracker.track(
      EXPOSURE_EVENT_TYPE,
      {
        experiment_id: experiment.key,
        variation_id: result.variationId,
        variation_key: result.key,
        feature_id: result.featureId ?? null,
        hash_attribute: result.hashAttribute,
      },
      eventId,
    )
  }
}

/**
 * The browser's GrowthBook, from exactly what the server handed over. Without an assignment
 * (a page that reads no experiment) it starts from the visitor id and the sticky cookie.
 */
export function createBrowserGrowthBook({
  experiments,
  assignment,
  visitorId,
  jar = documentCookieJar,
}: {
  experiments?: ExperimentsPayload
  assignment?: ExperimentsAssignment
  visitorId: string
  jar?: CookieJar
}): GrowthBook {
  const gb = new GrowthBook({
    attributes: assignment?.attributes ?? { id: visitorId },
    stickyBucketService: new CookieStickyBucketService(jar),
    ...(assignment ? { stickyBucketAssignmentDocs: assignment.stickyBucketAssignmentDocs } : {}),
  })
  gb.initSync({ payload: experiments?.payload ?? { features: {} } })
  if (assignment) gb.setDeferredTrackingCalls(assignment.deferredTrackingCalls)
  return gb
}

/** Connects exposures to the funnel tracker once it runs (never in a marketer's preview). */
function ExposureTracking({ growthbook }: { growthbook: GrowthBook }) {
  const tracker = useFunnelTracker()
  useEffect(() => {
    if (isLiveTracker(tracker)) growthbook.setTrackingCallback(exposureTracker(tracker))
  }, [growthbook, tracker])
  return null
}

export function ExperimentsProvider({ growthbook, children }: { growthbook: GrowthBook; children: ReactNode }) {
  return (
    <GrowthBookProvider growthbook={growthbook}>
      <ExposureTracking growthbook={growthbook} />
      {children}
    </GrowthBookProvider>
  )
}
