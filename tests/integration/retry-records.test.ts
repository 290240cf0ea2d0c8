import { randomBytes, randomUUID } from 'node:crypto'
import type { Request } from 'express'
import type { CollectionSlug, Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { retriedCallSubject as RetriedCallSubject } from '../../server/idempotency/answer-once'
import { api } from '../support/api'
import { leadModalBody } from '../support/load-payloads'
import { visitorCookie } from '../support/visitor'

/**
 * Issue 26.5 on the database the test server uses, through a Payload instance of the test's own
 * (as another node): a retry after the node holding a create-lead key died before keeping its
 * answer, and the pruning of old retry records.
 */
let payload: Payload
let retriedCallSubject: typeof RetriedCallSubject

const DAY_MS = 86_400_000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString()
const AS_SYSTEM = { overrideAccess: true, depth: 0 } as const

beforeAll(async () => {
  // Set before the config is imported: it reads them once.
  process.env.DATABASE_URL = inject('databaseUrl')
  process.env.PAYLOAD_SECRET = randomBytes(24).toString('hex')
  // Migrate like `npm start` (already done by the server), never push a development schema.
  Object.assign(process.env, { NODE_ENV: 'production' })
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../cms/payload.config')
  payload = await getPayload({ config, key: 'retry-records' })
  ;({ retriedCallSubject } = await import('../../server/idempotency/answer-once'))
})

afterAll(async () => {
  await payload?.db.destroy?.()
})

describe('a create-lead retry after the node holding its key died (issue 26.5)', () => {
  it('answers the lead that node stored, and stores no second one', async () => {
    const email = `takeover-${randomBytes(5).toString('hex')}@leads.example.com`
    const body = leadModalBody(email)
    const visitor = randomUUID()
    const headers = { cookie: visitorCookie(visitor), 'idempotency-key': randomUUID() }
    const subject = retriedCallSubject({
      name: 'create-lead',
      req: { headers, body } as unknown as Request,
      user: null,
      visitorId: visitor,
    })!
    // What a node leaves when it dies between storing the lead and keeping its answer: the
    // lead, tagged with the call, and its claim on the key, unanswered, whose lease ran out.
    const stored = await payload.create({
      collection: 'leads',
      data: { ...body, full_name: 'Ada Lovelace', idempotency_subject: subject },
      ...AS_SYSTEM,
    })
    await payload.create({
      collection: 'function-call-keys',
      data: { claim: `${subject}#0`, subject, claimed_until: new Date(Date.now() - 1_000).toISOString() },
      ...AS_SYSTEM,
    })

    const retry = await api('/fn/create-lead', { method: 'POST', body, headers })
    expect(retry.status, JSON.stringify(retry.body)).toBe(200)
    expect(retry.body.leadId).toBe(String(stored.id))
    // Its answer is kept now: the next try answers the same token.
    expect((await api('/fn/create-lead', { method: 'POST', body, headers })).body).toEqual(retry.body)
    const leads = await payload.count({ collection: 'leads', where: { email: { equals: email } }, overrideAccess: true })
    expect(leads.totalDocs).toBe(1)
  })
})

describe('old retry records are pruned on a schedule (issue 26.5)', () => {
  it('deletes what is past every retry, and keeps live keys, claims, deliveries and records', async () => {
    const tag = randomBytes(4).toString('hex')
    const created: { collection: CollectionSlug; id: number | string; createdAt: string; pruned: boolean }[] = []
    const add = async (collection: CollectionSlug, data: Record<string, unknown>, ageDays: number, pruned: boolean) => {
      const at = daysAgo(ageDays)
      const row = await payload.create({ collection, data: { ...data, createdAt: at } as never, ...AS_SYSTEM })
      const { createdAt } = row as { createdAt: string }
      created.push({ collection, id: row.id, createdAt, pruned })
      expect(createdAt, `${collection} ${row.id} made ${ageDays} days ago`).toBe(at)
    }
    const claim = (name: string) => ({ claim: `${name}-${tag}#0`, subject: `${name}-${tag}`, claimed_until: daysAgo(0) })
    const object = (kind: string, name: string) => ({
      stripe_id: `${name}_${tag}`,
      object: kind,
      data: { id: `${name}_${tag}`, object: kind },
    })

    await add('function-call-keys', claim('key-old'), 1.5, true)
    await add('function-call-keys', claim('key-live'), 0, false)
    await add('local-payment-claims', claim('idempotency:old'), 3, true)
    // A day-old claim may still answer a Stripe-style retry (keys live 24 h there).
    await add('local-payment-claims', claim('idempotency:recent'), 1, false)
    // Due in an hour: the server's outbox waits on them rather than delivering (and dequeuing) them.
    const due = new Date(Date.now() + 3_600_000).toISOString()
    await add('local-payment-deliveries', { event_id: `evt_old_${tag}`, attempts: 11, next_at: due }, 4, true)
    // Two days old: a webhook Stripe would still be retrying.
    await add('local-payment-deliveries', { event_id: `evt_live_${tag}`, attempts: 3, next_at: due }, 2, false)
    await add('local-payment-objects', object('event', 'evt_gone'), 31, true)
    await add('local-payment-objects', object('checkout.session', 'cs_gone'), 31, true)
    await add('local-payment-objects', object('checkout.session', 'cs_recent'), 2, false)
    // Customers and subscriptions are the billing records: never pruned, however old.
    await add('local-payment-objects', object('customer', 'cus_old'), 400, false)
    await add('local-payment-objects', object('subscription', 'sub_old'), 400, false)

    // A row, found by id and by its creation time: SQLite hands a deleted row's id to the next
    // insert when it was the highest, so an id alone may name another row.
    const whereRow = ({ id, createdAt }: (typeof created)[number]): Where => ({
      and: [{ id: { equals: id } }, { createdAt: { equals: createdAt } }],
    })
    const exists = async (row: (typeof created)[number]) =>
      (await payload.count({ collection: row.collection, where: whereRow(row), overrideAccess: true })).totalDocs === 1
    // The prune is a timed job of the Jobs Queue: this test queues a run of it now, which the
    // server's runner runs. On a database other tests write at the same moment, a run that
    // meets a busy database leaves the rest to the next run, so the test queues another run
    // whenever the last one is done (or failed once) and rows are left.
    const runs: (number | string)[] = []
    const pruneNow = async () => runs.push((await payload.jobs.queue({ task: 'prune-old-records', queue: 'timed', input: {} })).id)
    await pruneNow()
    const lastRunTried = async () =>
      (
        await payload.count({
          collection: 'payload-jobs',
          where: { id: { equals: runs.at(-1) }, totalTried: { equals: 0 } },
          overrideAccess: true,
        })
      ).totalDocs === 0
    try {
      const stillThere = async () => {
        const left: string[] = []
        for (const row of created.filter((aged) => aged.pruned)) if (await exists(row)) left.push(`${row.collection} ${row.id}`)
        if (left.length > 0 && (await lastRunTried())) await pruneNow()
        return left
      }
      await expect.poll(stillThere, { timeout: 15_000, interval: 250 }).toEqual([])
      for (const row of created.filter((kept) => !kept.pruned)) expect(await exists(row), `${row.collection} ${row.id}`).toBe(true)
    } finally {
      await payload.delete({ collection: 'payload-jobs', where: { id: { in: runs } }, ...AS_SYSTEM })
      // Whatever happened, nothing of this test stays in the server's outbox or its keys.
      for (const row of created) await payload.delete({ collection: row.collection, where: whereRow(row), ...AS_SYSTEM })
    }
  })
})
