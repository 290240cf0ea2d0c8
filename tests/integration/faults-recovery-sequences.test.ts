import { createHash, randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leadModalBody, offerCheckoutBody } from '../support/load-payloads'
import { clickLink } from '../support/sequences'
import { createPostgresDatabase, startServer, type RunningServer } from '../support/server'
import { startSmtpInbox } from '../support/smtp-inbox'
import { tokenOn } from '../support/sign-in'
import { startTcpGate, type TcpGate } from '../support/tcp-gate'

/**
 * Issue 45, points 2 and 4: faults while a sequence e-mail goes out, on one node whose
 * PostgreSQL and SMTP server each sit behind a TCP gate the test can shut (the database is
 * "restarted" without touching the shared cluster). The mail server takes the first e-mail and
 * the database is away when the node comes to record it: the record is retried, not the
 * e-mail, and the next step goes out at its time (once a click has confirmed the address, as
 * every sequence e-mail after the first waits for: decision 107), not after the jobs' lease. An
 * SMTP server that is away: the failed send's log line names the sequence, the step, a hashed
 * recipient and the tries left, and the retry sends it once.
 */
const MINUTE_MS = 2
/** Long enough that a step held for the lease could not pass this test. */
const LEASE_MS = 60_000
const FIRST = 'Ada, here is the training you asked for'
const SECOND = 'Where $10k-$50k a month hides in your agency'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const hashed = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 16)

type Inbox = Awaited<ReturnType<typeof startSmtpInbox>>
let server: RunningServer
let inbox: Inbox
let database: { url: string; drop: () => Promise<void> }
let databaseGate: TcpGate
let smtpGate: TcpGate
let db: pg.Client
let databasePort: number

const subjectsTo = (email: string) =>
  inbox.received.filter((mail) => mail.to === email && mail.headers.has('list-unsubscribe-post')).map((mail) => mail.headers.get('subject'))

async function lead(what: string) {
  const email = `${what}-${randomBytes(4).toString('hex')}@example.com`
  const res = await fetch(`${server.url}/fn/create-lead`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(leadModalBody(email)),
  })
  expect(res.status).toBe(200)
  return email
}

describe.skipIf(!process.env.TEST_POSTGRES_URL || process.env.TEST_DATABASE !== 'postgres')('recoveries on one node', () => {
  beforeAll(async () => {
    inbox = await startSmtpInbox()
    smtpGate = await startTcpGate()
    smtpGate.open(Number(new URL(inbox.url).port))
    database = await createPostgresDatabase(process.env.TEST_POSTGRES_URL!)
    databasePort = Number(new URL(database.url).port)
    databaseGate = await startTcpGate()
    databaseGate.open(databasePort)
    const gated = new URL(database.url)
    gated.port = String(databaseGate.port)
    server = await startServer({
      database: { kind: 'postgres', url: gated.toString() },
      env: {
        PAYLOAD_SECRET: randomBytes(24).toString('hex'),
        SMTP_URL: `smtp://127.0.0.1:${smtpGate.port}`,
        SEQUENCE_MINUTE_MS: String(MINUTE_MS),
        JOBS_LEASE_MS: String(LEASE_MS),
      },
    })
    db = new pg.Client({ connectionString: database.url })
    await db.connect()
  }, 120_000)

  afterAll(async () => {
    await db?.end()
    await server?.stop()
    await Promise.all([databaseGate?.close(), smtpGate?.close(), inbox?.close()])
    await database?.drop()
  })

  it('records, not resends, an e-mail the mail server took while the database was away; the next step is not held', async () => {
    inbox.hold()
    const email = await lead('db-away')
    await expect.poll(() => inbox.held(), { timeout: 20_000 }).toBe(1)
    // The database goes away with the e-mail at the mail server, and comes back 3 s later.
    databaseGate.shut()
    inbox.release()
    await sleep(3_000)
    databaseGate.open(databasePort)
    const backAt = Date.now()

    // The run that sent it records it and moves the enrolment on: the next e-mail waits for the
    // address's confirmation (decision 107), which its reader gives by clicking the first e-mail.
    const enrolment = async () =>
      (
        await db.query<{ status: string; next_step: number }>('SELECT status, next_step::int FROM sequence_enrolments WHERE email = $1', [
          email,
        ])
      ).rows
    await expect.poll(enrolment, { timeout: 30_000, interval: 100 }).toEqual([{ status: 'awaiting_confirmation', next_step: 1 }])
    const first = inbox.received.find((mail) => mail.to === email && mail.headers.get('subject') === FIRST)!
    expect((await fetch(clickLink(first), { redirect: 'manual' })).status).toBe(302)

    await expect.poll(() => subjectsTo(email).length, { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(2)
    const nextStepAfterMs = Date.now() - backAt
    await sleep(1_000)
    const subjects = subjectsTo(email)
    expect(subjects.filter((subject) => subject === FIRST)).toHaveLength(1)
    expect(subjects[1]).toBe(SECOND)
    expect(nextStepAfterMs).toBeLessThan(LEASE_MS / 2)
    const { rows } = await db.query<{ status: string; resent_after_unknown: boolean }>(
      'SELECT status, resent_after_unknown FROM sequence_sends WHERE email = $1 AND step = 0',
      [email],
    )
    expect(rows).toEqual([{ status: 'sent', resent_after_unknown: false }])
    expect(server.logs()).toContain('sequence e-mail sent, its record waits for the database')
  }, 60_000)

  it('says which sequence, step, recipient (hashed) and tries left when a send fails, and sends it once when SMTP is back', async () => {
    smtpGate.shut()
    const email = await lead('smtp-away')
    const line = new RegExp(`"step":0,"recipient":"${hashed(email)}","triesLeft":6,.*"msg":"sequence e-mail not sent"`)
    await expect.poll(() => server.logs(), { timeout: 20_000 }).toMatch(line)
    smtpGate.open(Number(new URL(inbox.url).port))
    await expect.poll(() => subjectsTo(email).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1)
    await sleep(500)
    expect(subjectsTo(email).filter((subject) => subject === FIRST)).toHaveLength(1)
  }, 60_000)

  it('warns once and counts it when a job gives up for good', async () => {
    smtpGate.shut()
    const email = await lead('given-up')
    await expect.poll(() => server.logs(), { timeout: 20_000 }).toMatch(new RegExp(`"recipient":"${hashed(email)}","triesLeft":6,`))
    // Five more failed tries in the job's log, as if it had been failing for an hour: the next is its last.
    // (Payload writes the failed try to the job's log just after the handler's line: poll for it.)
    const addFailedTries = () =>
      db.query(
        `INSERT INTO payload_jobs_log (_order, _parent_id, id, executed_at, completed_at, task_slug, task_i_d, input, output, state, error)
       SELECT l._order + n, l._parent_id, l.id || '-' || n, l.executed_at, l.completed_at, l.task_slug, l.task_i_d, l.input, l.output, l.state, l.error
       FROM payload_jobs_log l JOIN payload_jobs j ON j.id = l._parent_id, generate_series(1, 5) AS n
       WHERE j.input->>'enrolment' = (SELECT id::text FROM sequence_enrolments WHERE email = $1 LIMIT 1)`,
        [email],
      )
    await expect.poll(async () => (await addFailedTries()).rowCount, { timeout: 10_000 }).toBeGreaterThan(0)
    await expect
      .poll(() => server.logs(), { timeout: 20_000 })
      .toMatch(/"task":"sequence-step".*"msg":"job gave up for good after its last retry"/)
    const token = await tokenOn(server.url, 'admin')
    const metrics = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `JWT ${token}` } })).text()
    expect(metrics).toMatch(/^jobs_given_up_total\{task="sequence-step"\} 1$/m)
    smtpGate.open(Number(new URL(inbox.url).port))
  }, 60_000)

  it('says when a payment lease and a webhook delivery are taken over, the webhook delivered again and the order paid late', async () => {
    // A node that died holding the webhook queue's head: its attempt's lease runs out in 11 s,
    // and every event queued behind it waits (the queue delivers in order).
    await db.query("INSERT INTO local_payment_deliveries (event_id, attempts, next_at) VALUES ('evt_dead_node', 0, now())")
    await db.query(
      "INSERT INTO local_payment_claims (claim, subject, claimed_until) VALUES ('delivery:evt_dead_node:0#0', 'delivery:evt_dead_node:0', now() + interval '11 seconds')",
    )
    const res = await fetch(`${server.url}/fn/create-checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(offerCheckoutBody(`late-${randomBytes(3).toString('hex')}@example.com`, 'Late Payer')),
    })
    expect(res.status).toBe(200)
    const sessionId = new URL(((await res.json()) as { url: string }).url).pathname.split('/').pop()!
    // A node that died paying this checkout: its payment lease ran out already.
    await db.query("INSERT INTO local_payment_claims (claim, subject, claimed_until) VALUES ($1, $2, now() - interval '1 second')", [
      `checkout:${sessionId}#0`,
      `checkout:${sessionId}`,
    ])
    const paid = await fetch(`${server.url}/pay/checkout/${sessionId}`, {
      method: 'POST',
      body: new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Late Payer' }),
      redirect: 'manual',
    })
    expect(paid.status).toBe(303)
    expect(server.logs()).toMatch(new RegExp(`"checkout":"${sessionId}".*"msg":"payment lease ran out: payment taken over"`))
    const status = async () =>
      (await db.query<{ status: string }>('SELECT status FROM orders WHERE checkout_session_id = $1', [sessionId])).rows[0]?.status
    await expect.poll(status, { timeout: 30_000, interval: 250 }).toBe('paid')
    const logs = server.logs()
    expect(logs).toMatch(/"event":"evt_dead_node","attempt":1,.*"msg":"payment webhook lease ran out: delivery taken over"/)
    expect(logs).toMatch(/"event":"evt_dead_node","attempt":1,.*"msg":"payment webhook delivered again"/)
    await expect.poll(() => server.logs(), { timeout: 5_000 }).toMatch(/"lateMs":\d+,.*"msg":"order paid after recovery"/)
  }, 60_000)
})
