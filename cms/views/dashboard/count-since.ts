import type { CollectionSlug, PayloadRequest } from 'payload'
import type { HomeWindow } from './home-window'
import type { TodayAndWeek } from './traffic-figures'

/**
 * How many documents of a collection were created today and this week, as the viewer may read
 * them (Local API, the collection's own access rule); undefined when the rule refuses them.
 */
export async function countSince(req: PayloadRequest, slug: CollectionSlug, window: HomeWindow): Promise<TodayAndWeek | undefined> {
  const read = req.payload.collections[slug]?.config.access.read
  if (!read || (await read({ req })) === false) return undefined
  const count = async (since: string) =>
    (
      await req.payload.count({
        collection: slug,
        where: { createdAt: { greater_than_equal: since } },
        overrideAccess: false,
        user: req.user,
        req,
      })
    ).totalDocs
  const [today, week] = await Promise.all([count(window.today), count(window.week)])
  return { today, week }
}
