import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { leadModalBody } from '../support/load-payloads'
import { clickLink } from '../support/sequences'
import { createPostgresDatabase, startServer, type RunningServer } from '../support/server'
import { startSmtpInbox, type ReceivedMail } from '../support/smtp-inbox'

/**
 * Issue 29 on two `npm start` nodes of one database (PostgreSQL: one database; SQLite: one file),
 * both running the sequences' jobs on the server's runner (docs/decisions/098). Each node sends
 * through its own SMTP inbox, so the test knows which node sent what: no e-mail goes twice, and
 * the e-mails a node was sending when it was killed are sent by the other.
 */
const kind = inject('databaseKind')
const MINUTE_MS = 2
/** The shortest lease the settings allow: a dead node's jobs are given back 10 s after their claim. */
const LEASE_MS = 10_000
const FIRST = 'Ada, here is the training you asked for'
const SECOND = 'Where $10k-$50k a month hides in your agency'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Inbox = Awaited<ReturnType<typeof startSmtpInbox>>
type Node = { server: RunningServer; inbox: Inbox }
let nodes: [Node, Node]
let dropDatabase: (() => Promise<void>) | undefined

async function until(check: () => boolean, what: string, ms = 40_000) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) {
      // What the nodes said, for the reader of a failure.
      for (const { server } of nodes)
        console.log(
          server
            .logs()
            .split('\n')
            .filter((line) => /"level":(40|50)|job|sequence/i.test(line))
            .slice(-20)
            .join('\n'),
        )
      throw new Error(`timed out waiting for ${what}`)
    }
    await sleep(50)
  }
}

const sequenceMails = (inbox: Inbox, email: string): ReceivedMail[] =>
  inbox.received.filter((mail) => mail.to === email && mail.headers.has('list-unsubscribe-post'))
const mailsTo = (email: string) => nodes.flatMap(({ inbox }) => sequenceMails(inbox, email)).sort((a, b) => a.at - b.at)
const subjectsTo = (email: string) => mailsTo(email).map((mail) => mail.headers.get('subject'))

/** Leads from the ROI modal, posted to the nodes in turn. */
async function leads(what: string, count: number) {
  const emails = Array.from({ length: count }, (_, i) => `${what}-${i}-${randomBytes(4).toString('hex')}@example.com`)
  await Promise.all(
    emails.map(async (email, i) => {
      const res = await fetch(`${nodes[i % 2]!.server.url}/fn/create-lead`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(leadModalBody(email)),
      })
      expect(res.status).toBe(200)
    }),
  )
  return emails
}

beforeAll(async () => {
  const inboxes = [await startSmtpInbox(), await startSmtpInbox()] as const
  const shared = { PAYLOAD_SECRET: randomBytes(24).toString('hex'), SEQUENCE_MINUTE_MS: String(MINUTE_MS), JOBS_LEASE_MS: String(LEASE_MS) }
  const env = (inbox: Inbox) => ({ ...shared, SMTP_URL: inbox.url })
  // One at a time: the first migrates and seeds, the second finds the database ready.
  let first: RunningServer
  let second: RunningServer
  if (kind === 'postgres') {
    const db = await createPostgresDatabase(process.env.TEST_POSTGRES_URL!)
    dropDatabase = db.drop
    first = await startServer({ database: { kind: 'postgres', url: db.url }, env: env(inboxes[0]) })
    second = await startServer({ database: { kind: 'postgres', url: db.url }, env: env(inboxes[1]) })
  } else {
    first = await startServer({ env: env(inboxes[0]) })
    second = await startServer({ dataDir: first.dataDir, env: env(inboxes[1]) })
  }
  nodes = [
    { server: first, inbox: inboxes[0] },
    { server: second, inbox: inboxes[1] },
  ]
}, 400_000)

afterAll(async () => {
  for (const node of nodes ?? []) node.inbox.release()
  // Both nodes end first: on SQLite they share one folder, which a node's stop() removes.
  const servers = (nodes ?? []).map(({ server }) => server)
  await Promise.all(
    servers.map(async (server) => {
      if (server.process.exitCode !== null || server.process.signalCode !== null) return
      const exited = new Promise((resolve) => server.process.once('exit', resolve))
      server.process.kill('SIGTERM')
      await exited
    }),
  )
  for (const server of servers) await server.stop()
  for (const server of servers) fs.rmSync(server.dataDir, { recursive: true, force: true })
  await dropDatabase?.()
  for (const node of nodes ?? []) await node.inbox.close()
})

/** Each lead clicks its first e-mail, as one who asked for it would: the rest of the sequence may go (issue 38). */
async function clickFirstEmails(emails: string[]) {
  await until(() => emails.every((email) => mailsTo(email).length >= 1), 'every first e-mail')
  for (const email of emails) {
    const res = await fetch(clickLink(mailsTo(email)[0]!), { redirect: 'manual' })
    expect(res.status).toBe(302)
  }
}

/** Each address got the first two e-mails in order, and no e-mail twice. */
function expectEachOnceInOrder(emails: string[]) {
  for (const email of emails) {
    const subjects = subjectsTo(email)
    expect(subjects.slice(0, 2)).toEqual([FIRST, SECOND])
    expect(new Set(subjects).size).toBe(subjects.length)
  }
}

describe(`e-mail sequences on two nodes (${kind})`, () => {
  it("sends each lead's e-mails once from two nodes", async () => {
    const emails = await leads('two-nodes', 6)
    await clickFirstEmails(emails)
    await until(() => emails.every((email) => mailsTo(email).length >= 2), 'every second e-mail')
    // A moment more for any duplicate to arrive, then: each e-mail once, in order.
    await sleep(1_000)
    expectEachOnceInOrder(emails)
  }, 120_000)

  it("a killed node's due e-mails are sent by the other", async () => {
    // Both mail servers keep their answers back: each node's first e-mails stay mid-send, their
    // jobs claimed and their send rows written.
    for (const { inbox } of nodes) inbox.hold()
    const emails = await leads('killed-node', 4)
    await until(() => nodes.reduce((sum, { inbox }) => sum + inbox.held(), 0) >= emails.length, 'every first e-mail going out')
    // The node that holds the most dies (SIGKILL: no drain); the other's mail server answers now.
    const [victim, survivor] = nodes[0].inbox.held() >= nodes[1].inbox.held() ? nodes : ([nodes[1], nodes[0]] as const)
    const wasSending = victim.inbox.held()
    expect(wasSending).toBeGreaterThan(0)
    const exited = new Promise((resolve) => victim.server.process.once('exit', resolve))
    victim.server.process.kill('SIGKILL')
    await exited
    const killedAt = Date.now()
    survivor.inbox.release()

    // The survivor gives the dead node's jobs back once their lease is over, and sends them.
    await until(() => emails.every((email) => mailsTo(email).length >= 1), 'every first e-mail, from the survivor', 60_000)
    // Every first e-mail was mid-send at the kill: each arrived once, afterwards, from the survivor.
    for (const email of emails) {
      expect(sequenceMails(victim.inbox, email)).toEqual([])
      const firsts = mailsTo(email).filter((mail) => mail.headers.get('subject') === FIRST)
      expect(firsts).toHaveLength(1)
      // (The survivor's mail server answers from the kill on: the same millisecond can be both.)
      expect(firsts[0]!.at).toBeGreaterThanOrEqual(killedAt)
    }
    expect(survivor.server.logs()).toContain('jobs of a node that stopped mid-run queued again')

    // The sequences go on from the survivor: each e-mail once, in order.
    await clickFirstEmails(emails)
    await until(() => emails.every((email) => mailsTo(email).length >= 2), 'every second e-mail')
    await sleep(1_000)
    expectEachOnceInOrder(emails)
  }, 120_000)
})
