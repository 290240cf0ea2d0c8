import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { login } from '../support/api'
import type { sendUnreadDigests as SendUnreadDigests } from '../../server/digest/send-unread-digests'
import { as } from '../support/workspace'

/**
 * The unread-messages digest (issue 18), run by two Payload instances on the test server's
 * own database, as two nodes would: the job's clock is moved instead of waiting an hour.
 */
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'digest-outbox-'))
let nodeA: Payload
let nodeB: Payload
let sendUnreadDigests: typeof SendUnreadDigests

const logger = { info: () => undefined, warn: () => undefined, error: (...args: unknown[]) => console.warn(...args) }
const MINUTE = 60_000

beforeAll(async () => {
  // Set before the config is imported: it reads them once.
  process.env.DATABASE_URL = inject('databaseUrl')
  process.env.PAYLOAD_SECRET = randomBytes(24).toString('hex')
  process.env.OUTBOX_DIR = outbox
  process.env.SERVER_URL = inject('baseUrl')
  // Migrate like `npm start` (already done by the server), never push a development schema.
  Object.assign(process.env, { NODE_ENV: 'production' })
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../cms/payload.config')
  nodeA = await getPayload({ config, key: 'digest-node-a' })
  nodeB = await getPayload({ config, key: 'digest-node-b' })
  ;({ sendUnreadDigests } = await import('../../server/digest/send-unread-digests'))
})

afterAll(async () => {
  await nodeA?.db.destroy?.()
  await nodeB?.db.destroy?.()
})

function digestsTo(email: string): { to: string; subject: string; text: string }[] {
  return fs
    .readdirSync(outbox)
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(outbox, name), 'utf8')) as { to: string; subject: string; text: string })
    .filter((mail) => mail.to === email)
}

/** Both nodes run the job at the same moment of the moved clock. */
const runOnBothNodes = (at: number) =>
  Promise.all([nodeA, nodeB].map((payload) => sendUnreadDigests({ payload, logger, now: () => new Date(at) })))

/** A new agency user with a conversation about a product, in which the product's vendor writes to them. */
async function agencyWithVendorMessages() {
  const email = `digest-${randomBytes(6).toString('hex')}@example.com`
  expect((await as('anonymous', '/api/users', { method: 'POST', body: { email, password: 'digest-password' } })).status).toBe(201)
  const token = await login(email, 'digest-password')
  const products = (await as('vendor', '/api/vendor-products?depth=0&limit=100')).body.docs as { id: number; name: string }[]
  const product = products.find((p) => p.name === 'TikTok Creator Studio')!
  const started = await as({ token }, '/fn/create-conversation', {
    method: 'POST',
    body: { productId: product.id, subject: `Digest ${email}` },
  })
  expect(started.status).toBe(200)
  const conversationId = started.body.conversationId as string
  const vendorSays = async (content: string) => {
    const sent = await as('vendor', '/fn/send-message', { method: 'POST', body: { conversationId, content } })
    expect(sent.status).toBe(200)
  }
  return { email, token, vendorSays }
}

describe('unread-messages digest', () => {
  it('waits 15 minutes, then sends one e-mail per hour at most, from two nodes at once', async () => {
    const agency = await agencyWithVendorMessages()
    const start = Date.now()
    await agency.vendorSays('First question about the rollout')

    await runOnBothNodes(start + 10 * MINUTE)
    expect(digestsTo(agency.email)).toHaveLength(0)

    await runOnBothNodes(start + 16 * MINUTE)
    const first = digestsTo(agency.email)
    expect(first).toHaveLength(1)
    expect(first[0].subject).toBe('You have 1 unread message')
    expect(first[0].text).toContain('First question about the rollout')
    expect(first[0].text).toContain(`${inject('baseUrl')}/app/messages/`)

    await agency.vendorSays('Second question, a little later')
    await runOnBothNodes(start + 40 * MINUTE)
    await runOnBothNodes(start + 70 * MINUTE)
    expect(digestsTo(agency.email)).toHaveLength(1)

    await runOnBothNodes(start + 77 * MINUTE)
    const both = digestsTo(agency.email)
    expect(both).toHaveLength(2)
    // Only what the first digest did not tell.
    expect(both[1].text).toContain('Second question, a little later')
    expect(both[1].text).not.toContain('First question')
  })

  it('sends nothing to a user who turned the digest off in Settings', async () => {
    const agency = await agencyWithVendorMessages()
    const me = (await as({ token: agency.token }, '/api/users/me')).body.user as { id: number; email_digest: boolean }
    expect(me.email_digest).toBe(true)
    const off = await as({ token: agency.token }, `/api/users/${me.id}`, { method: 'PATCH', body: { email_digest: false } })
    expect(off.status).toBe(200)
    const start = Date.now()
    await agency.vendorSays('Anyone there?')
    await runOnBothNodes(start + 16 * MINUTE)
    await runOnBothNodes(start + 90 * MINUTE)
    expect(digestsTo(agency.email)).toHaveLength(0)
  })

  it('sends nothing for messages the user has read', async () => {
    const agency = await agencyWithVendorMessages()
    const start = Date.now()
    await agency.vendorSays('Read me now')
    const conversations = (await as({ token: agency.token }, '/api/conversations?depth=0')).body.docs as { id: number }[]
    const read = await as({ token: agency.token }, '/fn/mark-read', { method: 'POST', body: { conversationId: conversations[0].id } })
    expect(read.body.updated).toBe(1)
    await runOnBothNodes(start + 16 * MINUTE)
    expect(digestsTo(agency.email)).toHaveLength(0)
  })
})
