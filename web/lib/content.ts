import type { Config } from '../../cms/payload-types'
import type { ExperimentsAssignment, ExperimentsPayload } from './experiments/types'

/**
 * The CMS content a page can render (app/routes.tsx says which), loaded by the server before
 * rendering and by the client on navigation (initial-data.tsx).
 */
export type ContentKey =
  'site-settings' | 'home' | 'survey' | 'offer' | 'pricing' | 'success-page' | 'cancel-page' | 'demo-page' | 'legal-pages'

/** Each content key's global, as cms/payload-types.ts types it. */
export type ContentMap = Pick<Config['globals'], ContentKey>
export type InitialData = {
  content: Partial<ContentMap>
  visitorId: string
  preview?: boolean
  /** The page rendered, where it is not the address (a copy-lab preview at /preview/copy/:id renders its slot's page). */
  url?: string
  /** The GrowthBook payload (experiments/), the same for every visitor. */
  experiments?: ExperimentsPayload
  /** This visitor's assignment, where the page reads an experiment (web/lib/experiments). */
  assignment?: ExperimentsAssignment
}
