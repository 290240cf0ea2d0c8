import type { Payload } from 'payload'

const PAGE = 5_000

/**
 * How many page views of an experiment's pages came from visitors without consent, who are in no
 * experiment (docs/decisions/121). They have no id to count them by, so each page view counts once:
 * the page_view events stored under no visitor, at one of the pages, in the window. Payload refuses
 * a path as a JSON query value, so the paths are matched here, a page of events at a time.
 */
export async function unconsentedPageViews(
  payload: Payload,
  { pages, since, until }: { pages: readonly string[]; since: string; until?: string },
): Promise<number> {
  if (pages.length === 0) return 0
  const wanted = new Set(pages)
  let count = 0
  for (let page = 1; ; page++) {
    const found = await payload.find({
      collection: 'funnel-events',
      where: {
        and: [
          { event_type: { equals: 'page_view' } },
          { visitor_id: { exists: false } },
          { occurred_at: { greater_than_equal: since } },
          ...(until ? [{ occurred_at: { less_than_equal: until } }] : []),
        ],
      },
      select: { event_data: true },
      sort: 'id',
      limit: PAGE,
      page,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of found.docs) {
      const path = (doc.event_data as { path?: unknown } | null)?.path
      if (typeof path === 'string' && wanted.has(path)) count++
    }
    if (!found.hasNextPage) return count
  }
}
