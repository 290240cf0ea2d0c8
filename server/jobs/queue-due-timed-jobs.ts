import type { Payload } from 'payload'
import { JOB_QUEUES } from '../../cms/jobs/tasks'
import { isUniqueViolation } from '../unique-violation'
import type { TimedJob } from './timed-job'

/** The next slot of `everyMs` after `now`: the same on every node, whatever its start time. */
export const nextSlot = (now: number, everyMs: number) => (Math.floor(now / everyMs) + 1) * everyMs

/**
 * Queues each timed job's next run, waiting until its slot. Every node does this on every tick;
 * the job's unique `slot` (`<task>@<time>`) makes one row of it whichever node comes first, so a
 * run is queued once. A job still waiting, running or being retried holds off the next one (runs
 * never overlap, a failing one never piles up). `looked` remembers the slot this node already
 * looked at, so a quiet tick asks the database nothing.
 */
export async function queueDueTimedJobs({
  payload,
  timed,
  looked,
  now = Date.now(),
}: {
  payload: Payload
  timed: TimedJob[]
  looked: Map<string, number>
  now?: number
}) {
  for (const job of timed) {
    if (job.everyMs <= 0) continue
    const slot = nextSlot(now, job.everyMs)
    if (looked.get(job.task) === slot) continue
    const at = new Date(slot).toISOString()
    const key = `${job.task}@${at}`
    // The queue is the system's: read and written as the system.
    const { docs: unfinished } = await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: job.task } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
      select: { slot: true },
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    if (unfinished.length > 0) {
      // This slot's run is queued already; an earlier run still waiting, running or being retried
      // holds this one off, and is looked at again on the next tick.
      if (unfinished[0].slot === key) looked.set(job.task, slot)
      continue
    }
    try {
      await payload.create({
        collection: 'payload-jobs',
        data: { taskSlug: job.task as never, queue: JOB_QUEUES.timed, waitUntil: at, input: {}, slot: key },
        overrideAccess: true,
        depth: 0,
      })
    } catch (error) {
      // Another node queued this run first.
      if (!isUniqueViolation(error)) throw error
    }
    looked.set(job.task, slot)
  }
}
