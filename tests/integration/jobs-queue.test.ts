import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { api } from '../support/api'
import type * as Handlers from '../../cms/jobs/handled-by-server'
import type * as Timed from '../../server/jobs/queue-due-timed-jobs'
import type * as Stale from '../../server/jobs/release-stale-jobs'

/**
 * The Jobs Queue across nodes (issue 29.1, docs/decisions/091), run by two Payload instances on
 * the test server's own database, as two nodes would. The jobs here wait in a queue of their own,
 * which the server's runner leaves alone; the test hands in what the task does.
 */
let nodeA: Payload
let nodeB: Payload
let queueDueTimedJobs: typeof Timed.queueDueTimedJobs
let nextSlot: typeof Timed.nextSlot
let releaseStaleJobs: typeof Stale.releaseStaleJobs
const QUEUE = `jobs-test-${randomBytes(3).toString('hex')}`
// A real task slug, whose work is the test's in this process.
const TASK = 'unsent-attachments'
/** Each run of a job of the test: its id, and what the node that ran it saw. */
const ran: Array<string | number> = []
const failOnce = new Set<string | number>()

beforeAll(async () => {
  // Set before the config is imported: it reads them once.
  process.env.DATABASE_URL = inject('databaseUrl')
  process.env.PAYLOAD_SECRET = randomBytes(24).toString('hex')
  // Migrate like `npm start` (already done by the server), never push a development schema.
  Object.assign(process.env, { NODE_ENV: 'production' })
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../cms/payload.config')
  nodeA = await getPayload({ config, key: 'jobs-node-a' })
  nodeB = await getPayload({ config, key: 'jobs-node-b' })
  ;({ queueDueTimedJobs, nextSlot } = await import('../../server/jobs/queue-due-timed-jobs'))
  ;({ releaseStaleJobs } = await import('../../server/jobs/release-stale-jobs'))
  const { provideTaskHandlers } = (await import('../../cms/jobs/handled-by-server')) as typeof Handlers
  provideTaskHandlers({
    [TASK]: async ({ jobId }) => {
      ran.push(jobId)
      // Long enough for the other node to try the same job meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 20))
      if (failOnce.delete(jobId)) throw new Error('The mail server said no')
    },
  })
})

afterAll(async () => {
  await nodeA?.delete({ collection: 'payload-jobs', where: { queue: { equals: QUEUE } }, overrideAccess: true })
  await nodeA?.db.destroy?.()
  await nodeB?.db.destroy?.()
})

const queue = (payload: Payload, waitUntil?: Date) => payload.jobs.queue({ task: TASK, queue: QUEUE, input: {}, waitUntil })
const runBoth = () => Promise.all([nodeA, nodeB].map((payload) => payload.jobs.run({ queue: QUEUE, limit: 50, silent: true })))
const jobRow = (id: string | number) => nodeA.findByID({ collection: 'payload-jobs', id, overrideAccess: true, disableErrors: true })

describe('the Jobs Queue on two nodes', () => {
  it('runs each job once though both nodes run the queue at the same moment', async () => {
    const jobs = await Promise.all(Array.from({ length: 30 }, (_, i) => queue(i % 2 ? nodeA : nodeB)))
    ran.length = 0
    for (let round = 0; round < 5; round++) await runBoth()
    expect([...ran].sort()).toEqual(jobs.map((job) => job.id).sort())
    // Done jobs are deleted: the queue shows what waits, runs or failed.
    for (const job of jobs) expect(await jobRow(job.id)).toBeNull()
  })

  it('retries a failed job after its backoff, with the error on the job, on whichever node', async () => {
    const job = await queue(nodeA)
    failOnce.add(job.id)
    ran.length = 0
    const before = Date.now()
    await runBoth()
    expect(ran).toEqual([job.id])
    const failed = (await jobRow(job.id))!
    expect(failed).toMatchObject({ totalTried: 1, processing: false, hasError: false, state: 'waiting to retry' })
    expect(failed.log?.at(-1)).toMatchObject({ state: 'failed', error: expect.objectContaining({ message: 'The mail server said no' }) })
    // The first retry waits 30 s (then 1 min, then 2): not sooner.
    const wait = Date.parse(failed.waitUntil!) - before
    expect(wait).toBeGreaterThan(29_000)
    expect(wait).toBeLessThan(40_000)
    await runBoth()
    expect(ran).toEqual([job.id])

    // The clock moved past the backoff: it runs once more, and succeeds.
    await nodeA.update({
      collection: 'payload-jobs',
      id: job.id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    await runBoth()
    expect(ran).toEqual([job.id, job.id])
    expect(await jobRow(job.id)).toBeNull()
  })

  it('gives the job of a node that died mid-run to the others, and leaves a live one alone', async () => {
    const dead = await queue(nodeA)
    const live = await queue(nodeA)
    // What a node leaves when it dies mid-run: the job claimed, its row last written 11 minutes ago.
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000).toISOString()
    await nodeA.db.updateOne({ collection: 'payload-jobs', id: dead.id, data: { processing: true, updatedAt: elevenMinutesAgo } })
    await nodeA.db.updateOne({ collection: 'payload-jobs', id: live.id, data: { processing: true } })
    ran.length = 0
    await runBoth()
    expect(ran).toEqual([])

    // (The server's runner may give it back first: it does the same every few minutes.)
    await releaseStaleJobs(nodeB, new Date(Date.now() - 10 * 60_000))
    expect((await jobRow(dead.id))?.state).toBe('due')
    expect((await jobRow(live.id))?.state).toBe('running')
    await runBoth()
    expect(ran).toEqual([dead.id])
    expect((await jobRow(live.id))?.state).toBe('running')
  })

  it('queues one run of a timed job per slot, though every node queues it', async () => {
    // Experiment alerts are off on the test server (EXPERIMENT_ALERTS_EVERY_MS=0): no run of its own.
    const timed = [{ task: 'experiment-alerts', everyMs: 60_000, run: async () => undefined }]
    // A slot far ahead: the server's runner will not find it due while the test looks.
    const now = Date.parse('2099-01-01T00:00:30Z')
    const slot = `experiment-alerts@${new Date(nextSlot(now, 60_000)).toISOString()}`
    try {
      await Promise.all([nodeA, nodeB, nodeA, nodeB].map((payload) => queueDueTimedJobs({ payload, timed, looked: new Map(), now })))
      const rows = await nodeA.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'experiment-alerts' } },
        overrideAccess: true,
      })
      expect(rows.docs.map((row) => [row.slot, row.queue, row.waitUntil, row.state])).toEqual([
        [slot, 'timed', '2099-01-01T00:01:00.000Z', 'waiting'],
      ])
      // The next tick of a node that already looked asks nothing; the next slot waits for this run.
      await queueDueTimedJobs({ payload: nodeB, timed, looked: new Map(), now: now + 60_000 })
      expect(
        (await nodeA.count({ collection: 'payload-jobs', where: { taskSlug: { equals: 'experiment-alerts' } }, overrideAccess: true }))
          .totalDocs,
      ).toBe(1)
    } finally {
      await nodeA.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: 'experiment-alerts' } }, overrideAccess: true })
    }
  })
})

describe('the queue in the admin', () => {
  it('shows admins the jobs waiting, with their state; nobody else reads them, nor runs the queue', async () => {
    // The test server's own timed jobs: unsent attachments and copy tests every 2 s, digests every minute.
    const adminSees = async () => {
      const jobs = await api('/api/payload-jobs?depth=0&limit=100', { as: 'admin' })
      expect(jobs.status).toBe(200)
      return jobs.body.docs as { taskSlug: string; queue: string; state: string }[]
    }
    await expect.poll(async () => (await adminSees()).some((job) => job.taskSlug === 'unread-digests' && job.queue === 'timed')).toBe(true)
    // 'done' for the moment between a job's completion and its removal (runs come every second).
    for (const job of await adminSees())
      expect(['waiting', 'due', 'running', 'waiting to retry', 'retry due', 'failed', 'done']).toContain(job.state)
    for (const who of ['analyst', 'marketer', 'agency'] as const) expect((await api('/api/payload-jobs', { as: who })).status).toBe(403)
    expect((await api('/api/payload-jobs', {})).status).toBe(403)
    expect((await api('/api/payload-jobs/run', { as: 'marketer' })).status).toBe(401)
  })

  it('closes Payload’s handle-schedules door: an admin and a visitor get a 4xx, never a 500', async () => {
    for (const who of ['admin', undefined] as const) {
      const res = await api('/api/payload-jobs/handle-schedules', { as: who })
      expect(res.status, who ?? 'visitor').toBeGreaterThanOrEqual(400)
      expect(res.status, who ?? 'visitor').toBeLessThan(500)
    }
  })
})
