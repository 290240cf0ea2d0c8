import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERRORS } from '../../contracts/errors'
import { createPostgresDatabase, startServer, TEST_ADMIN, type DatabaseChoice, type RunningServer } from '../support/server'
import { signIn } from '../support/sign-in'

// One call of a function runs and one waits; every further call at that moment is shed.
let server: RunningServer
let adminToken: string
let dropDatabase: (() => Promise<void>) | undefined
beforeAll(async () => {
  // The same database kind as the rest of the run (TEST_DATABASE), on a database of its own.
  let database: DatabaseChoice = { kind: 'sqlite' }
  if (process.env.TEST_DATABASE === 'postgres') {
    const created = await createPostgresDatabase(process.env.TEST_POSTGRES_URL!)
    database = { kind: 'postgres', url: created.url }
    dropDatabase = created.drop
  }
  server = await startServer({ database, env: { ADMISSION_IN_FLIGHT: '1', ADMISSION_QUEUE: '1', ADMISSION_RETRY_AFTER_SECONDS: '3' } })
  adminToken = await signIn(server.url, TEST_ADMIN.email, TEST_ADMIN.password)
}, 180_000)
afterAll(async () => {
  await server?.stop()
  await dropDatabase?.()
})

const tag = () => randomBytes(6).toString('hex')

async function call(name: string, body: unknown) {
  const res = await fetch(`${server.url}/fn/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Record<string, any> }
}

async function stored(collection: string, where: string): Promise<Record<string, any>[]> {
  const res = await fetch(`${server.url}/api/${collection}?${where}&limit=1000&depth=0`, {
    headers: { authorization: `JWT ${adminToken}` },
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { docs: Record<string, any>[] }).docs
}

/**
 * Bursts of `size` calls at once (a few, in case a busy machine spreads one out) until some are
 * shed. Every 503 is the catalogue's OVERLOADED with Retry-After; the calls split into accepted
 * and shed.
 */
async function burst<T>(name: string, size: number, makeBody: (i: number) => T) {
  const accepted: { body: T; answer: Record<string, any> }[] = []
  const shed: T[] = []
  for (let round = 0; round < 5 && shed.length === 0; round++) {
    const bodies = Array.from({ length: size }, (_, i) => makeBody(round * size + i))
    const answers = await Promise.all(bodies.map((body) => call(name, body)))
    answers.forEach((answer, i) => {
      if (answer.status === 503) {
        expect(answer.body).toEqual({ error: ERRORS.OVERLOADED.message, code: 'OVERLOADED' })
        expect(answer.retryAfter).toBe('3')
        shed.push(bodies[i]!)
      } else {
        expect(answer.status, JSON.stringify(answer.body)).toBe(200)
        accepted.push({ body: bodies[i]!, answer: answer.body })
      }
    })
  }
  expect(shed.length).toBeGreaterThan(0)
  expect(accepted.length).toBeGreaterThan(0)
  return { accepted, shed }
}

describe('admission limit of the functions (docs/decisions/050)', () => {
  it('sheds create-lead calls beyond the limit with 503 and Retry-After; each accepted lead is stored once, a shed one never', async () => {
    const session = `overload-${tag()}`
    const lead = (i: number) => ({
      first_name: 'Ada',
      last_name: `Load ${i}`,
      email: `overload-${i}-${tag()}@leads.example.com`,
      phone: '555 0100',
      monthly_recurring_revenue: '$0 - $5,000',
      modal_context: 'hero',
      session_id: session,
    })
    const { accepted, shed } = await burst('create-lead', 40, lead)

    const rows = await stored('leads', `where[session_id][equals]=${session}`)
    expect(rows.map((row) => row.email).sort()).toEqual(accepted.map(({ body }) => body.email).sort())
    for (const { body, answer } of accepted) expect(String(rows.find((row) => row.email === body.email)!.id)).toBe(answer.leadId)
    expect(rows.filter((row) => shed.some((lead) => lead.email === row.email))).toEqual([])

    // The door opens again once the burst is over.
    expect((await call('create-lead', lead(1000))).status).toBe(200)
    // Shedding is designed: no error line with a stack per shed call, one refusal line each.
    const lines = server.logs().split('\n')
    expect(lines.filter((line) => line.includes('"code":"OVERLOADED"') && line.includes('function failed'))).toEqual([])
    expect(
      lines.filter((line) => line.includes('"msg":"function refused"') && line.includes('"code":"OVERLOADED"')).length,
    ).toBeGreaterThan(0)
  })

  it('sheds track-funnel-event batches whole: each event of an accepted batch stored once, nothing of a shed batch', async () => {
    const session = `overload-${tag()}`
    const { accepted, shed } = await burst('track-funnel-event', 30, (i) => ({
      session_id: session,
      lead_id: null,
      events: Array.from({ length: 3 }, (_, j) => ({ event_id: `ev_${tag()}_${i}_${j}`, event_type: 'page_view' })),
      page_url: 'http://localhost/',
      scroll_depth: 10,
      time_on_page: 1000,
    }))
    for (const { answer } of accepted) expect(answer).toEqual({ stored: 3, duplicates: 0 })

    const ids = (await stored('funnel-events', `where[session_id][equals]=${session}`)).map((row) => row.event_id as string)
    expect(ids.sort()).toEqual(accepted.flatMap(({ body }) => body.events.map((event) => event.event_id)).sort())

    // A shed batch sent again later is stored then; an accepted one sent again is answered as duplicates.
    expect((await call('track-funnel-event', shed[0])).body).toEqual({ stored: 3, duplicates: 0 })
    expect((await call('track-funnel-event', accepted[0]!.body)).body).toEqual({ stored: 0, duplicates: 3 })
    expect(await stored('funnel-events', `where[session_id][equals]=${session}`)).toHaveLength(ids.length + 3)
  })
})
