import type { RequiredDataFromCollectionSlug } from 'payload'
import type { Lead } from '../../cms/payload-types'
import { GroupedWriter, nextTurn, onePerPayload } from '../overload/grouped-writer'

/** Leads written in one transaction at most; the rest wait for the next one. */
const GROUP_LIMIT = 100

/** One lead to store; `sequencesHeld`: its caller was over the mail budget, so it enrols in no sequence (issue 38). */
export type LeadToWrite = { data: RequiredDataFromCollectionSlug<'leads'>; sequencesHeld: boolean }

/**
 * create-lead's leads, stored in groups of one transaction each (GroupedWriter). Each lead still
 * goes through `payload.create` with the collection's access rule (only create-lead may create),
 * its validation and defaults.
 */
export const leadWriterFor = onePerPayload(
  (payload) =>
    new GroupedWriter<LeadToWrite, Lead>({
      db: payload.db,
      groupLimit: GROUP_LIMIT,
      async write(leads, req) {
        const stored: Lead[] = []
        for (const { data, sequencesHeld } of leads) {
          // Both keys every time: Payload merges a call's context into the shared request's.
          const context = { via: 'create-lead', sequencesHeld }
          stored.push(await payload.create({ collection: 'leads', data, depth: 0, overrideAccess: false, context, req }))
          await nextTurn()
        }
        return stored
      },
    }),
)
