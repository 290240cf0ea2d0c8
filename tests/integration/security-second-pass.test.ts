import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ERRORS } from '../../contracts/errors'
import { SESSION_RECHECK_MS } from '../../server/realtime/session-check'
import type { MessageView } from '../../contracts/workspace'
import { api, baseUrl, fromAddress, login, outboxMails, tokenFor } from '../support/api'
import { as, socketFor, tokenOf, type WorkspaceSocket } from '../support/workspace'

/** Issue 21, second pass: links from SERVER_URL, idempotency per sender, sockets tied to their session, /admin for staff. */

const sockets: WorkspaceSocket[] = []
afterAll(() => sockets.forEach((socket) => socket.disconnect()))

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const unique = () => `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`
const PASSWORD = 'second-pass-password'

type Agency = { email: string; id: string; token: string }

/** A new agency user of its own, signed in (a sign-in of its own: a Payload session). */
async function newAgency(tag: string): Promise<Agency> {
  const email = `${tag}-${unique()}@second-pass.example.com`
  const created = await api('/api/users', { method: 'POST', body: { email, password: PASSWORD } })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return { email, id: String(created.body.doc.id), token: await login(email, PASSWORD) }
}

let vendorProduct: { id: number; vendor: number }

/** A conversation of the agency's own with the demo vendor, about one of the vendor's products. */
async function conversationOf(agency: Agency, subject = `Inquiry ${unique()}`): Promise<string> {
  const started = await as(agency, '/fn/create-conversation', {
    method: 'POST',
    body: { productId: vendorProduct.id, vendorId: vendorProduct.vendor, subject, type: 'vendor_agency' },
  })
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  return started.body.conversationId
}

function disconnected(socket: WorkspaceSocket, ms = 10_000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!socket.connected) return resolve('already')
    const timer = setTimeout(() => reject(new Error('the socket stayed connected')), ms)
    socket.once('disconnect', (reason) => {
      clearTimeout(timer)
      resolve(reason)
    })
  })
}

const messagesIn = async (conversationId: string) =>
  (await api(`/api/messages?depth=0&limit=1000&where[conversation][equals]=${conversationId}`, { as: 'admin' })).body.docs as {
    content: string
  }[]

/** Runs one statement on the server's own database (a session revoked by another node, say). */
async function runSql(statement: string, args: string[]) {
  const url = inject('databaseUrl')
  if (url.startsWith('file:')) {
    const { createClient } = await import('@libsql/client')
    const client = createClient({ url })
    await client.execute('PRAGMA busy_timeout = 10000')
    await client.execute({ sql: statement, args })
    client.close()
  } else {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    let n = 0
    await client.query(
      statement.replace(/\?/g, () => `$${++n}`),
      args,
    )
    await client.end()
  }
}

const sessionIdOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string

beforeAll(async () => {
  const vendorMe = (await as('vendor', '/api/users/me')).body.user
  const products = (await as('agencyA', '/api/vendor-products?depth=0&limit=100')).body.docs as { id: number; vendor: number }[]
  vendorProduct = products.find((product) => String(product.vendor) === String(vendorMe.id))!
  expect(vendorProduct).toBeTruthy()
})

describe('links handed to people come from SERVER_URL, whatever the Host header', () => {
  it('invite-client with Host: evil.example: the magic link and its e-mail are on SERVER_URL', async () => {
    const agency = await newAgency('host-invite')
    const conversationId = await conversationOf(agency)
    const clientEmail = `client-${unique()}@second-pass.example.com`
    const invited = await fromAddress('127.0.0.1', '/fn/invite-client', {
      body: { conversationId, clientEmail },
      headers: { host: 'evil.example', authorization: `JWT ${agency.token}` },
    })
    expect(invited.status, JSON.stringify(invited.body)).toBe(200)
    expect(new URL(invited.body.magicLink).origin).toBe(new URL(baseUrl()).origin)
    const mail = outboxMails().find((m) => m.to === clientEmail)!
    expect(JSON.stringify(mail)).toContain(`${new URL(baseUrl()).origin}/app/join-chat?token=`)
    expect(JSON.stringify(mail)).not.toContain('evil.example')
  })

  it('forgot-password with Host: evil.example: the reset link is on SERVER_URL', async () => {
    const agency = await newAgency('host-reset')
    const asked = await fromAddress('127.0.0.1', '/api/users/forgot-password', {
      body: { email: agency.email },
      headers: { host: 'evil.example' },
    })
    expect(asked.status).toBe(200)
    // Sent a moment after the answer (runtime/mail-later.ts).
    await expect.poll(() => outboxMails().some((m) => m.to === agency.email)).toBe(true)
    const mail = outboxMails().find((m) => m.to === agency.email)!
    const href = /href="([^"]+)"/.exec(mail.html)![1]!
    expect(new URL(href.replaceAll('&amp;', '&')).origin).toBe(new URL(baseUrl()).origin)
    expect(mail.html).not.toContain('evil.example')
  })

  it('a page asked for with Host: evil.example names SERVER_URL in its Open Graph URL', async () => {
    const page = await fromAddress('127.0.0.1', '/pricing', { method: 'GET', headers: { host: 'evil.example' } })
    expect(page.status).toBe(200)
    const html = String(page.body)
    expect(html).toContain(`<meta property="og:url" content="${new URL(baseUrl()).origin}/pricing"`)
    expect(html).not.toContain('evil.example')
  })
})

describe('clientMessageId is the sender’s own', () => {
  it('a vendor sending with the agency’s clientMessageId stores its own message', async () => {
    const agency = await newAgency('client-key')
    const conversationId = await conversationOf(agency)
    const agencySocket = await socketFor(agency.token)
    const vendorSocket = await socketFor((await tokenOf('vendor'))!)
    sockets.push(agencySocket, vendorSocket)
    const clientMessageId = `shared-${randomBytes(6).toString('hex')}`
    const fromAgency = await agencySocket
      .timeout(10_000)
      .emitWithAck('message:send', { conversationId, content: 'From the agency', clientMessageId })
    expect(fromAgency).toMatchObject({ data: { message: { content: 'From the agency', senderRole: 'agency' } } })
    const fromVendor = await vendorSocket
      .timeout(10_000)
      .emitWithAck('message:send', { conversationId, content: 'From the vendor', clientMessageId })
    expect(fromVendor).toMatchObject({ data: { message: { content: 'From the vendor', senderRole: 'vendor', sequence: 2 } } })
    // Each sender's retry still answers its own message, and stores nothing new.
    const retry = await vendorSocket.timeout(10_000).emitWithAck('message:send', { conversationId, content: 'again', clientMessageId })
    expect((retry as { data: { message: MessageView } }).data.message.id).toBe(
      (fromVendor as { data: { message: MessageView } }).data.message.id,
    )
    expect((await messagesIn(conversationId)).map((m) => m.content).sort()).toEqual(['From the agency', 'From the vendor'])
  })
})

describe('a socket lives only as long as its session', () => {
  const send = (socket: WorkspaceSocket, conversationId: string, content: string) =>
    socket.timeout(10_000).emitWithAck('message:send', { conversationId, content, clientMessageId: `m-${randomBytes(6).toString('hex')}` })

  it('signing out disconnects the open socket, and its token opens no new one', async () => {
    const agency = await newAgency('sign-out')
    const conversationId = await conversationOf(agency)
    const socket = await socketFor(agency.token)
    sockets.push(socket)
    expect(await send(socket, conversationId, 'Before signing out')).toHaveProperty('data')
    const gone = disconnected(socket)
    const out = await api('/api/users/logout', { method: 'POST', headers: { authorization: `JWT ${agency.token}` } })
    expect(out.status).toBe(200)
    expect(await gone).toBe('io server disconnect')
    await expect(socketFor(agency.token)).rejects.toThrow('Not authenticated')
    expect((await messagesIn(conversationId)).map((m) => m.content)).toEqual(['Before signing out'])
  })

  it('an admin deleting the user disconnects the user’s open sockets', async () => {
    const agency = await newAgency('deleted')
    const socket = await socketFor(agency.token)
    sockets.push(socket)
    const gone = disconnected(socket)
    expect((await api(`/api/users/${agency.id}`, { method: 'DELETE', as: 'admin' })).status).toBe(200)
    expect(await gone).toBe('io server disconnect')
  })

  it('a session ended where no push reaches (another node): the next send is refused and the socket disconnected', async () => {
    const agency = await newAgency('revoked-elsewhere')
    const conversationId = await conversationOf(agency)
    const socket = await socketFor(agency.token)
    sockets.push(socket)
    expect(await send(socket, conversationId, 'While signed in')).toHaveProperty('data')
    await runSql('DELETE FROM users_sessions WHERE id = ?', [sessionIdOf(agency.token)])
    // Past the interval the socket believes its session for.
    await sleep(SESSION_RECHECK_MS + 500)
    const gone = disconnected(socket)
    expect(await send(socket, conversationId, 'After the session ended')).toEqual({ error: ERRORS.NOT_AUTHENTICATED.message })
    expect(await gone).toBe('io server disconnect')
    expect((await messagesIn(conversationId)).map((m) => m.content)).toEqual(['While signed in'])
  })

  it('100 sends at once from one socket: the budget is stored, the rest answered RATE_LIMITED and not stored', async () => {
    const agency = await newAgency('flood')
    const conversationId = await conversationOf(agency)
    const socket = await socketFor(agency.token)
    sockets.push(socket)
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => send(socket, conversationId, `Flood ${i}`)))
    const stored = answers.filter((answer) => 'data' in answer).length
    const limited = answers.filter((answer) => 'error' in answer && answer.error === ERRORS.RATE_LIMITED.message).length
    // A burst of 20, plus what the budget earned back (5/s) while the sends arrived.
    expect(stored).toBeGreaterThanOrEqual(20)
    expect(stored).toBeLessThanOrEqual(25)
    expect(stored + limited).toBe(100)
    expect(await messagesIn(conversationId)).toHaveLength(stored)
  })
})

describe('update-lead needs the lead’s token or its own funnel session', () => {
  const waitlist = () => ({
    modal_context: 'paid_trial_waitlist',
    first_name: 'Wanda',
    last_name: 'Waits',
    email: `waitlist-${unique()}@second-pass.example.com`,
    phone: '555 0100',
  })
  const update = (body: Record<string, unknown>) => api('/fn/update-lead', { method: 'POST', body })
  const stored = async (leadId: string) => (await api(`/api/leads/${leadId}?depth=0`, { as: 'admin' })).body

  it('a stranger with the id (or the next id) changes nothing; the holder of the token does', async () => {
    const first = await api('/fn/create-lead', { method: 'POST', body: waitlist() })
    const second = await api('/fn/create-lead', { method: 'POST', body: waitlist() })
    expect(first.status).toBe(200)
    expect(first.body.leadToken.length).toBeGreaterThanOrEqual(43) // 256 bits, base64url
    const { leadId, leadToken } = first.body as { leadId: string; leadToken: string }
    const click = { clicked_pricing_tier: 'Professional', payment_attempted: true }

    expect((await update({ leadId, ...click })).body).toEqual({ updated: false })
    expect((await update({ leadId, leadToken: 'x'.repeat(43), ...click })).body).toEqual({ updated: false })
    // Another lead's token opens only that lead.
    expect((await update({ leadId, leadToken: second.body.leadToken, ...click })).body).toEqual({ updated: false })
    expect(await stored(leadId)).toMatchObject({ clicked_pricing_tier: null, payment_attempted: false })

    expect((await update({ leadId, leadToken, ...click })).body).toEqual({ updated: true })
    expect(await stored(leadId)).toMatchObject({ clicked_pricing_tier: 'Professional', payment_attempted: true })
    // The token is never read back, by staff or anyone.
    expect(JSON.stringify(await stored(leadId))).not.toContain('token')
  })

  it('a lead with a funnel session is updated from that session, not from another', async () => {
    const session_id = `s-${unique()}`
    const survey = {
      email: `survey-${unique()}@second-pass.example.com`,
      full_name: 'Sam Survey',
      phone: '+1 555 0102',
      session_id,
      survey_responses: [{ question: 'How many clients?', answer: 'Three' }],
      time_spent_on_survey: 60,
      assigned_to: 'Alex',
    }
    const created = await api('/fn/create-lead', { method: 'POST', body: survey })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const { leadId } = created.body as { leadId: string }
    expect((await update({ leadId, session_id: `s-${unique()}`, viewed_pricing: true })).body).toEqual({ updated: false })
    expect((await update({ leadId, session_id, viewed_pricing: true })).body).toEqual({ updated: true })
    expect(await stored(leadId)).toMatchObject({ viewed_pricing: true })
  })
})

describe('/admin is for staff', () => {
  const page = (path: string, token: string) =>
    // A navigation typed in the address bar, as a browser sends it (Payload reads Sec-Fetch-Site beside the cookie).
    fetch(`${baseUrl()}${path}`, { headers: { cookie: `payload-token=${token}`, 'sec-fetch-site': 'none' }, redirect: 'manual' })

  it('an agency or vendor user at /admin/experiments goes to /app', async () => {
    for (const who of ['agency', 'vendor'] as const) {
      const res = await page('/admin/experiments', await tokenFor(who))
      expect(res.status, who).toBe(302)
      expect(res.headers.get('location'), who).toBe('/app')
    }
    const home = await page('/admin', await tokenFor('agency'))
    expect(home.status).toBe(302)
  })

  it('staff still open the admin pages', async () => {
    const res = await page('/admin/experiments', await tokenFor('analyst'))
    expect(res.status).toBe(200)
  })
})
