import type { ConsentView } from './consent'
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

/**
 * The CMS content a page can render (web/app/routes.tsx says which), loaded by the server before
 * rendering and by the browser on navigation (web/lib/initial-data.tsx).
 */
export type ContentKey =
  'site-settings' | 'home' | 'survey' | 'offer' | 'pricing' | 'price-rise' | 'success-page' | 'cancel-page' | 'demo-page' | 'legal-pages'

/**
 * What the server hands the browser with a page (window.__INITIAL_DATA__). `Globals` is the CMS's
 * generated `Config['globals']` (cms/payload-types.ts), named by whoever uses this: contracts/
 * imports nothing of the project (docs/decisions/078).
 */
export type InitialDataOf<Globals extends Record<ContentKey, unknown>> = {
  content: Partial<Pick<Globals, ContentKey>>
  visitorId: string
  preview?: boolean
  /** The page rendered, where it is not the address (a copy-lab preview at /preview/copy/:id renders its slot's page). */
  url?: string
  /** The GrowthBook payload (experiments/), the same for every visitor. */
  experiments?: ExperimentsPayload
  /** The visitor's cookie consent as the server decided it (contracts/consent.ts); absent with the banner off. */
  consent?: ConsentView
  /** This visitor's assignment, where the page reads an experiment (web/lib/experiments). */
  assignment?: ExperimentsAssignment
}
