import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ERRORS } from '../../contracts/errors'
import { api, login, outboxMails } from '../support/api'
import { startServer, type RunningServer } from '../support/server'
import { as } from '../support/workspace'
import { describeInSqlitePassOnly } from '../support/sqlite-pass-only'

/** An invited client comes back from another browser with a link by e-mail (issue 18). */
const DAY_SECONDS = 24 * 60 * 60
const fn = (name: string, body: unknown) => api(`/fn/${name}`, { method: 'POST', body })
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { iat: number; exp: number }

let clientEmail: string
let conversationId: string
let agencyToken: string

/** A new agency's three-way chat with a client who has joined. */
beforeAll(async () => {
  const agencyEmail = `links-${randomBytes(6).toString('hex')}@example.com`
  await api('/api/users', { method: 'POST', body: { email: agencyEmail, password: 'links-password' } })
  const token = await login(agencyEmail, 'links-password')
  agencyToken = token
  const products = (await as({ token }, '/api/vendor-products?depth=0&limit=100')).body.docs as { id: number }[]
  conversationId = (
    await as({ token }, '/fn/create-conversation', { method: 'POST', body: { productId: products[0].id, subject: 'Links' } })
  ).body.conversationId
  clientEmail = `Client-${randomBytes(6).toString('hex')}@Example.com`
  const invited = await as({ token }, '/fn/invite-client', { method: 'POST', body: { conversationId, clientEmail } })
  const joined = await fn('accept-invitation', { token: new URL(invited.body.magicLink).searchParams.get('token') })
  expect(joined.status).toBe(200)
  // Invited clients stay signed in for 30 days.
  const claims = claimsOf(joined.body.token)
  expect(claims.exp - claims.iat).toBe(30 * DAY_SECONDS)
  expect((await as({ token: joined.body.token }, '/api/users/me')).body.user.role).toBe('client')
})

async function requestLink(email = clientEmail): Promise<string> {
  const before = outboxMails().filter((mail) => mail.to === email).length
  expect(await fn('request-chat-link', { email: email.toLowerCase() })).toMatchObject({ status: 200, body: { sent: true } })
  for (let tries = 0; ; tries++) {
    const mails = outboxMails().filter((mail) => mail.to === email)
    if (mails.length > before) {
      const link = new URL(/http\S+\/app\/join-chat\?link=\S+/.exec(mails.at(-1)!.text ?? '')![0])
      expect(link.origin).toBe(inject('baseUrl'))
      return link.searchParams.get('link')!
    }
    if (tries > 100) throw new Error('no link e-mail')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Makes every unused link of the test server's database expired. */
async function ageLinks() {
  const url = inject('databaseUrl')
  const sql = `UPDATE client_chat_links SET expires_at = '2000-01-01T00:00:00.000Z' WHERE used_at IS NULL`
  if (url.startsWith('file:')) {
    const { createClient } = await import('@libsql/client')
    const client = createClient({ url })
    await client.execute('PRAGMA busy_timeout = 10000')
    await client.execute(sql)
    client.close()
  } else {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query(sql)
    await client.end()
  }
}

describe('links back to a chat', () => {
  it('sends a link that opens the chat once, with a new 30-day session', async () => {
    const token = await requestLink()
    const opened = await fn('open-chat-link', { token })
    expect(opened.status).toBe(200)
    expect(opened.body).toMatchObject({ conversationId, clientEmail, subject: expect.stringMatching(/^Your conversation with /) })
    expect(claimsOf(opened.body.token).exp - claimsOf(opened.body.token).iat).toBe(30 * DAY_SECONDS)
    const messages = await as({ token: opened.body.token }, `/api/messages?where[conversation][equals]=${conversationId}`)
    expect(messages.status).toBe(200)

    const again = await fn('open-chat-link', { token })
    expect(again).toMatchObject({ status: 404, body: { code: 'CHAT_LINK_NOT_FOUND', error: ERRORS.CHAT_LINK_NOT_FOUND.message } })
  })

  it('refuses a link after 24 hours, and a made-up one', async () => {
    const token = await requestLink()
    await ageLinks()
    expect(await fn('open-chat-link', { token })).toMatchObject({ status: 410, body: { code: 'CHAT_LINK_EXPIRED' } })
    expect(await fn('open-chat-link', { token: 'made-up' })).toMatchObject({ status: 404, body: { code: 'CHAT_LINK_NOT_FOUND' } })
  })

  it('sends one client no more than 5 links an hour, whoever asks', async () => {
    // Two links so far (the tests above): three more go out, then none.
    for (let i = 0; i < 3; i++) await requestLink()
    const sent = outboxMails().filter((mail) => mail.to === clientEmail).length
    expect(await fn('request-chat-link', { email: clientEmail })).toMatchObject({ status: 200, body: { sent: true } })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(outboxMails().filter((mail) => mail.to === clientEmail)).toHaveLength(sent)
  })
})

describe('links opened at once', () => {
  /** A client who joined a new thread of the file's agency, and the token the join gave them. */
  async function newClient(): Promise<{ email: string; token: string }> {
    const products = (await as({ token: agencyToken }, '/api/vendor-products?depth=0&limit=100')).body.docs as { id: number }[]
    const started = await as({ token: agencyToken }, '/fn/create-conversation', {
      method: 'POST',
      body: { productId: products[0].id, subject: 'Links at once' },
    })
    const email = `at-once-${randomBytes(6).toString('hex')}@example.com`
    const invited = await as({ token: agencyToken }, '/fn/invite-client', {
      method: 'POST',
      body: { conversationId: started.body.conversationId, clientEmail: email },
    })
    const joined = await fn('accept-invitation', { token: new URL(invited.body.magicLink).searchParams.get('token') })
    return { email, token: joined.body.token as string }
  }

  it('keep every session: each link signs the client in, and the session of the join still works', async () => {
    // Four links of each of two clients (within the 5 an hour), each client's four opened together:
    // on the old code most rounds lost a session, not every one.
    const tokens: string[] = []
    for (const client of [await newClient(), await newClient()]) {
      const links: string[] = []
      for (let i = 0; i < 4; i++) links.push(await requestLink(client.email))
      const opened = await Promise.all(links.map((token) => fn('open-chat-link', { token })))
      for (const answer of opened) expect(answer.status).toBe(200)
      tokens.push(client.token, ...opened.map((answer) => answer.body.token as string))
    }
    const me = await Promise.all(tokens.map((token) => as({ token }, '/api/users/me')))
    expect(me.map((answer) => answer.body.user?.role ?? null)).toEqual(tokens.map(() => 'client'))
  })
})

describeInSqlitePassOnly('asking for links', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({ env: { SIGN_IN_RATE_LIMIT_PER_MINUTE: '3' } })
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('is held to the sign-in budget per address, like forgot-password', async () => {
    const ask = () =>
      fetch(`${server.url}/fn/request-chat-link`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'someone@example.com' }),
      })
    for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(200)
    const limited = await ask()
    expect(limited.status).toBe(429)
    expect(((await limited.json()) as { code: string }).code).toBe('RATE_LIMITED')
    // Other spellings of the same function spend the same budget.
    for (const spelling of ['/fn/%72equest-chat-link', '/fn/request-chat-link/']) {
      const variant = await fetch(`${server.url}${spelling}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'someone@example.com' }),
      })
      expect(variant.status, spelling).toBe(429)
    }
  })
})
