import type { Payload } from 'payload'
import type { Logger } from '../../runtime/logger'
import { jobsGivenUp } from '../observability/metrics'

/**
 * A job that failed its last retry stays in the queue as an error and never runs again: one
 * warn line each, and the count by task (jobs_given_up_total), so an operator sees it without
 * reading Payload's per-attempt lines.
 */
export async function reportGivenUp(payload: Payload, log: Logger, ids: string[]) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { id: { in: ids } },
    select: { taskSlug: true, queue: true, totalTried: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const job of docs) {
    const task = job.taskSlug ?? 'workflow'
    jobsGivenUp.inc({ task })
    log.warn({ job: String(job.id), task, queue: job.queue, tries: job.totalTried }, 'job gave up for good after its last retry')
  }
}
