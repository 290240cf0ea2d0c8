/**
 * Limits of the funnel pipeline that the browser needs too. Kept apart from the zod schemas
 * (funnel-events.ts) so the tracker in the main bundle does not bring zod with it.
 */

/** The longest time on a page a batch reports: a tab open for days reports one day. */
export const MAX_TIME_ON_PAGE_MS = 86_400_000
