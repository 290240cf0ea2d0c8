import type { Payload, Where } from 'payload'
import { provideTaskHandlers, type ServerTaskHandler } from '../../cms/jobs/handled-by-server'
import { JOB_QUEUES } from '../../cms/jobs/tasks'
import type { Logger } from '../../runtime/logger'
import { queueDueTimedJobs } from './queue-due-timed-jobs'
import { releaseStaleJobs } from './release-stale-jobs'
import type { TimedJob } from './timed-job'

/** Jobs one node claims at once; a full batch means more are due, and the node goes on at once. */
const BATCH = 10
const MAX_BATCHES_PER_TICK = 10
const QUEUES = Object.values(JOB_QUEUES)

/** The jobs Payload's runner would claim now in this runner's queues. */
const dueJobs = (now: Date): Where => ({
  and: [
    { queue: { in: QUEUES } },
    { completedAt: { exists: false } },
    { hasError: { not_equals: true } },
    { processing: { equals: false } },
    { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than: now.toISOString() } }] },
  ],
})

/**
 * This node's share of the Jobs Queue (docs/decisions/091): every `everyMs` it queues the timed
 * jobs' next runs, gives back the jobs of a node that died (older than `leaseMs`), and runs what
 * is due in the queues of JOB_QUEUES with Payload's runner (`payload.jobs.run`: retries with
 * backoff, the log of each attempt), which claims each job for one node (cms/jobs/claim-jobs-once.ts).
 * `handlers` are the other tasks' work (cms/jobs/tasks.ts). `stop()` lets the tick in progress
 * finish: a draining node ends the jobs it started.
 */
export function startJobRunner({
  payload,
  logger,
  timed,
  handlers = {},
  everyMs,
  leaseMs,
}: {
  payload: Payload
  logger: Logger
  timed: TimedJob[]
  handlers?: Record<string, ServerTaskHandler>
  everyMs: number
  leaseMs: number
}) {
  const log = logger.child({ from: 'jobs' })
  provideTaskHandlers({
    ...Object.fromEntries(timed.map((job) => [job.task, () => job.run({ payload, logger: log.child({ job: job.task }) })])),
    ...handlers,
  })
  const looked = new Map<string, number>()
  let releasedAt = 0
  let stopping = false

  const tick = async () => {
    const now = Date.now()
    if (now - releasedAt >= leaseMs / 4) {
      releasedAt = now
      const released = await releaseStaleJobs(payload, new Date(now - leaseMs))
      if (released.length > 0) log.warn({ jobs: released }, 'jobs of a node that stopped mid-run queued again')
    }
    await queueDueTimedJobs({ payload, timed, looked, now })
    // A read first: a quiet tick takes no write lock (a claim is a write transaction; on SQLite it
    // holds the whole file, which other nodes' writers wait for).
    const due = await payload.count({ collection: 'payload-jobs', where: dueJobs(new Date(now)), overrideAccess: true })
    if (due.totalDocs === 0) return
    for (let batch = 0; batch < MAX_BATCHES_PER_TICK && !stopping; batch++) {
      const ran = await payload.jobs.run({
        allQueues: true,
        where: { queue: { in: QUEUES } },
        limit: BATCH,
        // Payload's "Running n jobs" line every minute says nothing; a failed attempt is still logged.
        silent: { info: true },
      })
      if (Object.keys(ran.jobStatus ?? {}).length < BATCH) break
    }
  }

  let running: Promise<void> | undefined
  const timer = setInterval(() => {
    if (running || stopping) return
    running = tick()
      .catch((error: unknown) => log.error({ err: error }, 'job runner tick failed'))
      .finally(() => (running = undefined))
  }, everyMs)
  timer.unref()
  return {
    async stop() {
      stopping = true
      clearInterval(timer)
      await running
    },
  }
}
