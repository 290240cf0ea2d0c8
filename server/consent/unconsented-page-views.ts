import type { Payload } from 'payload'

/**
 * How many page views of an experiment's pages came from visitors without consent, who are in no
 * experiment (docs/decisions/121). They have no id to count them by, so each page view counts once:
 * the page_view events stored under no visitor, at one of the pages, in the window.
 */
export async function unconsentedPageViews(
  payload: Payload,
  { pages, since, until }: { pages: readonly string[]; since: string; until?: string },
): Promise<number> {
  if (pages.length === 0) return 0
  const { totalDocs } = await payload.count({
    collection: 'funnel-events',
    where: {
      and: [
        { event_type: { equals: 'page_view' } },
        { visitor_id: { exists: false } },
        { occurred_at: { greater_than_equal: since } },
        ...(until ? [{ occurred_at: { less_than_equal: until } }] : []),
        { or: pages.map((path) => ({ 'event_data.path': { equals: path } })) },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs
}
