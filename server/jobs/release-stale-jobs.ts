import type { BaseDatabaseAdapter, Payload } from 'payload'
import { setJobsIf } from '../../cms/jobs/set-jobs-if'

/**
 * Gives back to the queue the jobs a node claimed and never finished (it died mid-run): a job
 * marked running whose row nobody wrote since `olderThan`. Payload writes a job's row when a node
 * claims it and when it ends, so the lease (JOBS_LEASE_MS) must be longer than any run. The
 * write is conditional (cms/jobs/set-jobs-if.ts): a job that ends meanwhile stays ended.
 */
export function releaseStaleJobs(payload: Payload, olderThan: Date) {
  return setJobsIf(payload.db as unknown as BaseDatabaseAdapter, undefined, false, {
    processing: true,
    updatedBefore: olderThan.toISOString(),
  })
}
