import { fetchRetrying } from './fetch-retrying'
import { HOLDOUT_EXPERIMENT } from '../../experiments/holdout'
import { stickyBucketCookie, visitorCookie } from './visitor'

/** One event as the browser's tracker sends it to /fn/track-funnel-event. */
export type TrackedEvent = { event_id: string; event_type: string; event_data?: Record<string, unknown>; occurred_at?: string }

export type TrackerBatch = {
  session_id: string
  events: TrackedEvent[]
  page_url: string
  scroll_depth: number
  time_on_page: number
}

/** A batch as the browser's tracker builds it: the session, its events and the page they came from. */
export const trackerBatch = (
  session: string,
  events: TrackedEvent[],
  { pageUrl, scrollDepth = 10, timeOnPage = 1000 }: { pageUrl: string; scrollDepth?: number; timeOnPage?: number },
): TrackerBatch => ({ session_id: session, events, page_url: pageUrl, scroll_depth: scrollDepth, time_on_page: timeOnPage })

/**
 * The sticky-bucket assignments of a browser that was shown what its batch reports: each
 * exposure's variation, and (unless it reports the holdout itself) the side of the global
 * holdout that meets experiments. The server recomputes exposures with them as it would for
 * that browser, so a test's chosen split is what the results count.
 */
function bucketsOf(batch: TrackerBatch): Record<string, string> {
  const buckets: Record<string, string> = { [HOLDOUT_EXPERIMENT]: 'general' }
  for (const { event_type, event_data } of batch.events)
    if (event_type === 'experiment_viewed' && typeof event_data?.experiment_id === 'string' && typeof event_data.variation_key === 'string')
      buckets[event_data.experiment_id] = event_data.variation_key
  return buckets
}

/**
 * Sends a batch to the server at `base` as the visitor `vid` (its cookie, signed as the server
 * signs it, and the sticky buckets of what it reports: tests/support/visitor.ts), with any other
 * headers (a user agent); a connection closed under it is tried again, as browsers do.
 */
export const sendTrackerBatch = (base: string, vid: string, batch: TrackerBatch, headers: Record<string, string> = {}): Promise<Response> =>
  fetchRetrying(`${base}/fn/track-funnel-event`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `${visitorCookie(vid)}; ${stickyBucketCookie(vid, bucketsOf(batch))}`,
      ...headers,
    },
    body: JSON.stringify(batch),
  })
