import type { RequiredDataFromCollectionSlug } from 'payload'
import type { Lead } from '../../cms/payload-types'
import { GroupedWriter, nextTurn, onePerPayload } from '../overload/grouped-writer'

/** Leads written in one transaction at most; the rest wait for the next one. */
const GROUP_LIMIT = 100

/**
 * create-lead's leads, stored in groups of one transaction each (GroupedWriter). Each lead still
 * goes through `payload.create` with the collection's access rule (only create-lead may create),
 * its validation and defaults.
 */
export const leadWriterFor = onePerPayload(
  (payload) =>
    new GroupedWriter<RequiredDataFromCollectionSlug<'leads'>, Lead>({
      db: payload.db,
      groupLimit: GROUP_LIMIT,
      async write(leads, req) {
        const stored: Lead[] = []
        for (const data of leads) {
          stored.push(
            await payload.create({ collection: 'leads', data, depth: 0, overrideAccess: false, context: { via: 'create-lead' }, req }),
          )
          await nextTurn()
        }
        return stored
      },
    }),
)
