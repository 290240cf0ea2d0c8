import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DEFAULT_MAIL_LIMITS } from '../../runtime/mail-budget'
import { ERRORS } from '../../contracts/errors'
import { leadModalBody } from '../support/load-payloads'
import { createPostgresDatabase, startServer, TEST_ADMIN, type DatabaseChoice, type RunningServer } from '../support/server'

/**
 * Sign-in, sign-up and reset budgets through every door (REST and GraphQL), on a server of
 * its own: the shared one lifts the per-address limit for the other tests. TRUST_PROXY
 * lets the test speak from many client addresses through X-Forwarded-For
 * (docs/decisions/019 and 047).
 */
const PER_ADDRESS = 10
let server: RunningServer
let dropDatabase: (() => Promise<void>) | undefined

beforeAll(async () => {
  let database: DatabaseChoice = { kind: 'sqlite' }
  if (inject('databaseKind') === 'postgres') {
    const db = await createPostgresDatabase(process.env.TEST_POSTGRES_URL!)
    dropDatabase = db.drop
    database = { kind: 'postgres', url: db.url }
  }
  server = await startServer({
    database,
    env: {
      SIGN_IN_RATE_LIMIT_PER_MINUTE: String(PER_ADDRESS),
      TRUST_PROXY: 'loopback',
      // The mail budget's defaults (the shared test server lifts them).
      MAIL_PER_CLIENT_PER_HOUR: String(DEFAULT_MAIL_LIMITS.perClientPerHour),
      MAIL_PER_RECIPIENT_PER_10_MINUTES: String(DEFAULT_MAIL_LIMITS.perRecipientPer10Minutes),
      MAIL_PER_RECIPIENT_PER_DAY: String(DEFAULT_MAIL_LIMITS.perRecipientPerDay),
      MAIL_PER_HOUR: String(DEFAULT_MAIL_LIMITS.perHour),
    },
  })
})

afterAll(async () => {
  await server?.stop()
  await dropDatabase?.()
})

const unique = () => `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`
/** A client address of its own for each call site, so tests do not spend each other's budgets. */
let lastOctet = 0
const newAddress = () => `198.51.100.${++lastOctet}`

type Answer = { status: number; body: any }

async function call(from: string, path_: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${server.url}${path_}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from, ...headers },
    body: JSON.stringify(body),
  })
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed }
}

const graphql = (from: string, query: string, variables: Record<string, unknown> = {}) => call(from, '/api/graphql', { query, variables })
const restLogin = (from: string, email: string, password: string) => call(from, '/api/users/login', { email, password })
const gqlLogin = (from: string, email: string, password: string) =>
  graphql(from, 'mutation ($email: String!, $password: String!) { loginUser(email: $email, password: $password) { exp } }', {
    email,
    password,
  })

/** The messages of a GraphQL answer's errors, in order. */
const errorMessages = (answer: Answer): string[] => ((answer.body?.errors ?? []) as { message: string }[]).map((error) => error.message)
const limited = (answer: Answer) => answer.status === 429 || errorMessages(answer).includes(ERRORS.RATE_LIMITED.message)

/** How many documents of `collection` have this e-mail, as the admin reads them. */
async function countWithEmail(collection: 'users' | 'leads', email: string): Promise<number> {
  const login = await restLogin(newAddress(), TEST_ADMIN.email, TEST_ADMIN.password)
  const res = await fetch(`${server.url}/api/${collection}?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
    headers: { authorization: `JWT ${login.body.token}` },
  })
  return ((await res.json()) as { totalDocs: number }).totalDocs
}

/** The mails in this server's outbox to `email`. */
function mailsTo(email: string) {
  const outbox = path.join(server.dataDir, 'outbox')
  if (!fs.existsSync(outbox)) return []
  return fs
    .readdirSync(outbox)
    .map(
      (name) => JSON.parse(fs.readFileSync(path.join(outbox, name), 'utf8')) as { id: string; to: string; subject: string; html: string },
    )
    .filter((mail) => mail.to === email)
}

async function signUp(email: string, password: string, from = newAddress()): Promise<Answer> {
  const answer = await call(from, '/api/users', { email, password })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer
}

/** `times` mutations, each under its own alias, in one GraphQL request. */
const aliased = (times: number, field: (i: number) => string) =>
  `mutation { ${Array.from({ length: times }, (_, i) => `a${i}: ${field(i)}`).join(' ')} }`

describe('the per-address budget holds GraphQL too', () => {
  it('loginUser: aliases in one request and requests one after another are each counted', async () => {
    const from = newAddress()
    const email = `nobody-${unique()}@example.com`
    const batch = await graphql(
      from,
      aliased(PER_ADDRESS + 5, () => `loginUser(email: "${email}", password: "wrong-password") { exp }`),
    )
    const messages = errorMessages(batch)
    expect(messages).toHaveLength(PER_ADDRESS + 5)
    expect(messages.filter((message) => message === ERRORS.RATE_LIMITED.message)).toHaveLength(5)
    expect(limited(await gqlLogin(from, `other-${unique()}@example.com`, 'wrong-password'))).toBe(true)
    // REST from there waits as well, and another address does not.
    expect(limited(await restLogin(from, email, 'wrong-password'))).toBe(true)
    expect((await gqlLogin(newAddress(), email, 'wrong-password')).body.errors[0].message).not.toBe(ERRORS.RATE_LIMITED.message)
  })

  it('createUser: sign-ups from one address stop at the budget', async () => {
    const from = newAddress()
    const answers: Answer[] = []
    for (let i = 0; i < PER_ADDRESS + 3; i++) {
      answers.push(
        await graphql(
          from,
          `mutation { createUser(data: { email: "gql-${unique()}@example.com", password: "a-good-password", role: agency }) { id } }`,
        ),
      )
    }
    expect(answers.slice(0, PER_ADDRESS).map((answer) => answer.body.data?.createUser?.id ?? JSON.stringify(answer.body))).toEqual(
      Array(PER_ADDRESS).fill(expect.anything()),
    )
    expect(answers.slice(0, PER_ADDRESS).every((answer) => answer.body.data?.createUser?.id)).toBe(true)
    expect(answers.slice(PER_ADDRESS).every(limited)).toBe(true)
  })

  it('forgotPasswordUser: reset mails from one address stop at the budget', async () => {
    const from = newAddress()
    const forgot = () => graphql(from, `mutation { forgotPasswordUser(email: "reset-${unique()}@example.com") }`)
    for (let i = 0; i < PER_ADDRESS; i++) expect((await forgot()).body.data?.forgotPasswordUser).toBe(true)
    expect(limited(await forgot())).toBe(true)
  })
})

describe('an account cannot be locked by one stranger', () => {
  it('105 wrong GraphQL logins from one address; the owner then signs in from another', async () => {
    const email = `owner-${unique()}@example.com`
    await signUp(email, 'the-owners-password')
    const stranger = newAddress()
    for (let i = 0; i < 105; i += 5) {
      await Promise.all(Array.from({ length: 5 }, () => gqlLogin(stranger, email, 'wrong-password')))
    }
    expect(limited(await gqlLogin(stranger, email, 'wrong-password'))).toBe(true)
    const owner = await restLogin(newAddress(), email, 'the-owners-password')
    expect(owner.status, JSON.stringify(owner.body)).toBe(200)
  })

  it('a guesser with many addresses still meets the account ceiling; an address the owner signed in from does not', async () => {
    const email = `ceiling-${unique()}@example.com`
    const home = newAddress()
    await signUp(email, 'the-owners-password')
    expect((await restLogin(home, email, 'the-owners-password')).status).toBe(200)
    // Eleven addresses, each within its own budget: 110 guesses, over the account's 100.
    for (let n = 0; n < 11; n++) {
      const from = newAddress()
      await Promise.all(Array.from({ length: PER_ADDRESS }, () => restLogin(from, email, 'wrong-password')))
    }
    expect(limited(await restLogin(newAddress(), email, 'the-owners-password'))).toBe(true)
    expect((await restLogin(home, email, 'the-owners-password')).status).toBe(200)
  }, 180_000)
})

describe('sign-up answers alike for a new and a registered e-mail', () => {
  /** An answer without what differs between any two sign-ups: ids and times. */
  const comparable = (value: unknown): unknown =>
    JSON.parse(
      JSON.stringify(value, (key, inner) => (['id', 'createdAt', 'updatedAt', 'trial_ends_at'].includes(key) ? '(varies)' : inner)),
    )

  it('REST: the same answer twice, one account, and a mail to the owner', async () => {
    const email = `twice-${unique()}@example.com`
    const first = await call(newAddress(), '/api/users', { email, password: 'the-owners-password' })
    const second = await call(newAddress(), '/api/users', { email, password: 'a-strangers-password' })
    expect(first.status).toBe(201)
    expect(second.status).toBe(first.status)
    expect(comparable(second.body)).toEqual(comparable(first.body))
    expect(second.body.doc.id).not.toBe(first.body.doc.id)
    expect(await countWithEmail('users', email)).toBe(1)
    // The owner's password still works, the stranger's does not.
    expect((await restLogin(newAddress(), email, 'the-owners-password')).status).toBe(200)
    expect((await restLogin(newAddress(), email, 'a-strangers-password')).status).toBe(401)
    await expect.poll(() => mailsTo(email).length).toBe(1)
    const [mail] = mailsTo(email)
    expect(mail.subject).toMatch(/sign up/i)
    expect(mail.html).toContain(`${server.url}/auth`)
    expect(mail.html).toContain(`${server.url}/forgot-password`)
  })

  it('GraphQL: createUser answers the same data for a registered e-mail', async () => {
    const email = `gql-twice-${unique()}@example.com`
    const mutation = `mutation ($email: String!) { createUser(data: { email: $email, password: "a-good-password", role: agency }) { id email role agency_brand_color company_name } }`
    const first = await graphql(newAddress(), mutation, { email })
    const second = await graphql(newAddress(), mutation, { email })
    expect(first.body.data?.createUser?.email, JSON.stringify(first.body)).toBe(email)
    expect(second.status).toBe(first.status)
    expect(comparable(second.body)).toEqual(comparable(first.body))
    expect(await countWithEmail('users', email)).toBe(1)
    await expect.poll(() => mailsTo(email).length).toBe(1)
  })
})

describe('one mail budget for every address a caller types (issue 30)', () => {
  it('send-checklist: of 25 made-up addresses from one client address, only the hourly few are mailed and made leads', async () => {
    const from = newAddress()
    const addresses = Array.from({ length: 25 }, (_, i) => `stranger-${i}-${unique()}@example.com`)
    const answers: Answer[] = []
    for (const email of addresses) answers.push(await call(from, '/fn/send-checklist', { email, source: 'cancel_page' }))
    const allowed = DEFAULT_MAIL_LIMITS.perClientPerHour
    expect(answers.slice(0, allowed).map((a) => a.status)).toEqual(Array(allowed).fill(200))
    for (const answer of answers.slice(allowed))
      expect(answer).toEqual({ status: 429, body: { code: 'RATE_LIMITED', error: ERRORS.RATE_LIMITED.message } })
    expect(addresses.map((email) => mailsTo(email).length)).toEqual(addresses.map((_, i) => (i < allowed ? 1 : 0)))
    // A lead only for a mail that went out.
    expect(await countWithEmail('leads', addresses[allowed]!)).toBe(0)
    expect(await countWithEmail('leads', addresses[0]!)).toBe(1)
  })

  it('one mail per recipient in ten minutes, whichever function and client address asks', async () => {
    const email = `recipient-${unique()}@example.com`
    await signUp(email, 'recipient-password')
    expect((await call(newAddress(), '/api/users/forgot-password', { email })).status).toBe(200)
    await expect.poll(() => mailsTo(email).length).toBe(1)
    expect((await call(newAddress(), '/api/users/forgot-password', { email })).status).toBe(200)
    // The same answer, no second mail and no lead.
    expect(await call(newAddress(), '/fn/send-checklist', { email, source: 'cancel_page' })).toEqual({ status: 200, body: { sent: true } })
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(mailsTo(email)).toHaveLength(1)
    expect(await countWithEmail('leads', email)).toBe(0)
  })

  it("a sequence e-mail spends the recipient's budget: the checklist asked for right after the training is not sent (issue 38)", async () => {
    const email = `training-${unique()}@example.com`
    expect((await call(newAddress(), '/fn/create-lead', leadModalBody(email))).status).toBe(200)
    await expect.poll(() => mailsTo(email).map((mail) => mail.subject)).toEqual(['Ada, here is the training you asked for'])
    expect(await call(newAddress(), '/fn/send-checklist', { email, source: 'cancel_page' })).toEqual({ status: 200, body: { sent: true } })
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(mailsTo(email)).toHaveLength(1)
  })

  it('request-member-link answers alike past the budget, and reset answers before it looks anything up', async () => {
    const from = newAddress()
    for (let i = 0; i < DEFAULT_MAIL_LIMITS.perClientPerHour + 2; i++)
      expect(await call(from, '/fn/request-member-link', { email: `member-${i}-${unique()}@example.com` })).toEqual({
        status: 200,
        body: { sent: true },
      })
    // The reset mail is written a moment after the answer (runtime/mail-later.ts), not while answering.
    const email = `reset-later-${unique()}@example.com`
    await signUp(email, 'reset-later-password')
    expect((await call(newAddress(), '/api/users/forgot-password', { email })).status).toBe(200)
    const answeredAt = Date.now()
    expect(mailsTo(email)).toEqual([])
    await expect.poll(() => mailsTo(email).length).toBe(1)
    const writtenAt = Number(mailsTo(email)[0]!.id.split('-')[0])
    expect(writtenAt - answeredAt).toBeGreaterThanOrEqual(200)
  })

  it("GraphQL's forgotPasswordUser answers before it looks anything up too, and mails a known address later", async () => {
    const email = `reset-later-gql-${unique()}@example.com`
    await signUp(email, 'reset-later-password')
    const answer = await graphql(newAddress(), 'mutation ($email: String!) { forgotPasswordUser(email: $email) }', { email })
    const answeredAt = Date.now()
    expect(answer.body.data?.forgotPasswordUser).toBe(true)
    expect(mailsTo(email)).toEqual([])
    await expect.poll(() => mailsTo(email).length).toBe(1)
    expect(Number(mailsTo(email)[0]!.id.split('-')[0]) - answeredAt).toBeGreaterThanOrEqual(200)
    // An unknown address gets the same answer, and nothing is sent.
    const stranger = await graphql(newAddress(), 'mutation ($email: String!) { forgotPasswordUser(email: $email) }', {
      email: `nobody-${unique()}@example.com`,
    })
    expect(stranger.body).toEqual(answer.body)
  })
})
