import type { Attributes, FeatureApiResponse, StickyAssignmentsDocument, TrackingData } from '@growthbook/growthbook'

/**
 * What the server hands the browser for experiments (window.__INITIAL_DATA__): the payload,
 * the attributes it evaluated with, the sticky-bucket documents and the tracking calls it
 * deferred. The browser's GrowthBook starts from exactly these, so the variant never flips.
 */
export type ExperimentsPayload = { payload: FeatureApiResponse }
export type ExperimentsAssignment = {
  attributes: Attributes
  stickyBucketAssignmentDocs: Record<string, StickyAssignmentsDocument>
  deferredTrackingCalls: TrackingData[]
}
