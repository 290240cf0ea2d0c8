import type { Payload, Where } from 'payload'
import { provideTaskHandlers, type ServerTaskHandler } from '../../cms/jobs/handled-by-server'
import { JOB_QUEUES } from '../../cms/jobs/tasks'
import type { Logger } from '../../runtime/logger'
import { queueDueTimedJobs } from './queue-due-timed-jobs'
import { reportGivenUp } from './report-given-up'
import { releaseStaleJobs } from './release-stale-jobs'
import type { TimedJob } from './timed-job'

/** Jobs one node claims at once; a batch that ran anything is followed by another at once. */
const BATCH = 10
const MAX_BATCHES_PER_RUN = 10

/**
 * The runner's lanes, each running its queues on its own: a slow digest never holds a due e-mail
 * back, and a burst of e-mails never holds a timed job back (docs/decisions/098).
 */
const LANES: string[][] = [[JOB_QUEUES.timed, JOB_QUEUES.default], [JOB_QUEUES.sequences]]
const QUEUES = LANES.flat()

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
 * This node's share of the Jobs Queue (docs/decisions/091, 098): every `everyMs` it queues the
 * timed jobs' next runs, gives back the jobs of a node that died (older than `leaseMs`), and runs
 * what is due in every queue of JOB_QUEUES, the timed jobs and the e-mail sequences alike, with
 * Payload's runner (`payload.jobs.run`: retries with backoff, the log of each attempt), which
 * claims each job for one node (cms/jobs/claim-jobs-once.ts). `handlers` are the other tasks'
 * work (cms/jobs/tasks.ts). `stop()` lets the runs in progress finish: a draining node ends the
 * jobs it started.
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
  const lanes = new Map<string[], Promise<void>>()

  // One lane's due jobs, batch after batch: a job that queues the next one (a sequence's event
  // queues its first e-mail) is followed within the same run, not a tick later.
  const runLane = async (queues: string[]) => {
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN && !stopping; batch++) {
      const ran = await payload.jobs.run({
        allQueues: true,
        where: { queue: { in: queues } },
        limit: BATCH,
        // Payload's "Running n jobs" line says nothing; a failed attempt is still logged.
        silent: { info: true },
      })
      const statuses = Object.entries(ran.jobStatus ?? {})
      if (statuses.length === 0) break
      const gaveUp = statuses.filter(([, result]) => result.status === 'error-reached-max-retries').map(([id]) => id)
      if (gaveUp.length > 0) await reportGivenUp(payload, log, gaveUp)
    }
  }

  const tick = async () => {
    const now = Date.now()
    if (now - releasedAt >= leaseMs / 4) {
      releasedAt = now
      const released = await releaseStaleJobs(payload, new Date(now - leaseMs))
      if (released.length > 0) log.info({ jobs: released }, 'job lease ran out: jobs of a node that stopped mid-run queued again')
    }
    await queueDueTimedJobs({ payload, timed, looked, now })
    // A read first: a quiet tick takes no write lock (a claim is a write; on SQLite it holds the
    // whole file, which other nodes' writers wait for).
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: dueJobs(new Date(now)),
      select: { queue: true },
      limit: 50,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const waiting = new Set(docs.map((job) => job.queue))
    for (const queues of LANES) {
      if (stopping || lanes.has(queues) || !queues.some((queue) => waiting.has(queue))) continue
      lanes.set(
        queues,
        runLane(queues)
          .catch((error: unknown) => log.error({ err: error, queues }, 'job runner failed'))
          .finally(() => lanes.delete(queues)),
      )
    }
  }

  let ticking: Promise<void> | undefined
  const timer = setInterval(() => {
    if (ticking || stopping) return
    ticking = tick()
      .catch((error: unknown) => log.error({ err: error }, 'job runner tick failed'))
      .finally(() => (ticking = undefined))
  }, everyMs)
  timer.unref()
  return {
    async stop() {
      stopping = true
      clearInterval(timer)
      await ticking
      await Promise.all(lanes.values())
    },
  }
}
