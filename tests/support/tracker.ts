import { fetchRetrying } from './fetch-retrying'

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
 * Sends a batch to the server at `base` as the visitor `vid` (its cookie), with any other
 * headers (a user agent); a connection closed under it is tried again, as browsers do.
 */
export const sendTrackerBatch = (base: string, vid: string, batch: TrackerBatch, headers: Record<string, string> = {}): Promise<Response> =>
  fetchRetrying(`${base}/fn/track-funnel-event`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `vid=${vid}`, ...headers },
    body: JSON.stringify(batch),
  })
