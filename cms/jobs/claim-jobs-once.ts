import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'
import { setJobsIf } from './set-jobs-if'

type UpdateJobs = BaseDatabaseAdapter['updateJobs']
type UpdateJobsArgs = Parameters<UpdateJobs>[0]

/** Payload's runner claims jobs with exactly this write: `processing: true` (and the time). */
const isClaim = (data: UpdateJobsArgs['data']) =>
  data.processing === true && Object.keys(data).every((key) => key === 'processing' || key === 'updatedAt')

/**
 * A job runs on one node (docs/decisions/091). Payload's runner (3.90) claims the jobs due by
 * `updateJobs({ data: { processing: true }, where, limit })`, which reads the due rows and then
 * writes each by id: two nodes that read at once both claim and both run the job (PostgreSQL
 * and MongoDB; SQLite's writers take turns). Here a claim reads the same rows, then sets
 * `processing` only where it is still false, in one statement (./set-jobs-if.ts), and hands
 * Payload the rows this node got. Every other job write is Payload's own.
 */
export function claimJobsOnce(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args) as BaseDatabaseAdapter
      const { updateJobs } = db
      db.updateJobs = async function (this: BaseDatabaseAdapter, claim: UpdateJobsArgs) {
        if (!isClaim(claim.data)) return updateJobs.call(this, claim)
        const { id, where, sort, limit, req } = claim
        try {
          const due =
            id != null
              ? [id]
              : (
                  await this.find({
                    collection: 'payload-jobs',
                    where,
                    sort,
                    limit: limit ?? 0,
                    pagination: false,
                    req,
                    select: { id: true },
                  })
                ).docs.map((doc) => doc.id)
          const mine = await setJobsIf(this, req, true, { ids: due, processing: false })
          if (mine.length === 0) return []
          return await updateJobs.call(this, { ...claim, id: undefined, where: { id: { in: mine } }, limit: mine.length })
        } catch (error) {
          // Payload's caller commits the claim's transaction but never rolls it back: a failed
          // claim (a busy database) would hold it open, and on SQLite the file's write lock with it.
          if (req?.transactionID != null) await this.rollbackTransaction(await req.transactionID).catch(() => undefined)
          throw error
        }
      } as UpdateJobs
      return db
    },
  } as DatabaseAdapterObj
}
