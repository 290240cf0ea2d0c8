import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ERRORS } from '../../contracts/errors'
import { api, outboxMails, type OutboxMail } from '../support/api'

const unique = () => `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`
const newEmail = (tag: string) => `${tag}-${unique()}@reset.example.com`

const forgot = (email: unknown) => api('/api/users/forgot-password', { method: 'POST', body: { email } })
const reset = (token: string, password: string) => api('/api/users/reset-password', { method: 'POST', body: { token, password } })
const login = (email: string, password: string) => api('/api/users/login', { method: 'POST', body: { email, password } })

async function signUp(email: string, password: string) {
  const res = await api('/api/users', { method: 'POST', body: { email, password } })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
}

const mailsTo = (email: string): OutboxMail[] => outboxMails().filter((mail) => mail.to === email)

/** Asks for a reset of a known address and waits for its mail: it is sent a moment after the answer (runtime/mail-later.ts). */
async function forgotAndWait(email: string) {
  const before = mailsTo(email).length
  const answer = await forgot(email)
  expect(answer.status).toBe(200)
  await expect.poll(() => mailsTo(email).length).toBe(before + 1)
  return answer
}

/** The reset link of the newest mail to `email`, and its token. */
function resetLink(email: string): { link: URL; token: string } {
  const mails = mailsTo(email)
  expect(mails.length).toBeGreaterThan(0)
  const href = /href="([^"]+)"/.exec(mails.at(-1)!.html)?.[1]
  expect(href).toBeTruthy()
  const link = new URL(href!.replaceAll('&amp;', '&'))
  return { link, token: link.searchParams.get('token')! }
}

/** Sets a user's reset link to have expired an hour ago, in the server's own database. */
async function ageResetLink(email: string) {
  const url = inject('databaseUrl')
  const sql = `UPDATE users SET reset_password_expiration = '2000-01-01T00:00:00.000Z' WHERE email = `
  if (url.startsWith('file:')) {
    const { createClient } = await import('@libsql/client')
    const client = createClient({ url })
    await client.execute('PRAGMA busy_timeout = 10000')
    await client.execute({ sql: `${sql}?`, args: [email] })
    client.close()
  } else {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query(`${sql}$1`, [email])
    await client.end()
  }
}

/**
 * Writes that run alongside every test here, as on a live site: funnel batches (a transaction
 * each) and sign-ups. The defect this file guards against failed exactly under such load.
 */
function backgroundWrites() {
  const statuses: number[] = []
  let running = true
  const worker = async (n: number) => {
    for (let i = 0; running; i++) {
      const res =
        i % 3 === 0
          ? await api('/api/users', { method: 'POST', body: { email: newEmail(`load${n}`), password: 'load-password' } })
          : await api('/fn/track-funnel-event', {
              method: 'POST',
              body: {
                session_id: `load-${n}-${unique()}`,
                lead_id: null,
                events: [{ event_id: `ev_${randomBytes(8).toString('hex')}`, event_type: 'page_view', event_data: {} }],
                page_url: 'http://localhost/',
                scroll_depth: 0,
                time_on_page: 1000,
              },
            })
      statuses.push(res.status)
    }
  }
  const workers = Array.from({ length: 4 }, (_, n) => worker(n))
  return {
    statuses,
    async stop() {
      running = false
      await Promise.all(workers)
    },
  }
}

describe('password reset: forgot-password → mail → reset page → new password (with writes running alongside)', () => {
  let load: ReturnType<typeof backgroundWrites>
  beforeAll(() => {
    load = backgroundWrites()
  })
  afterAll(async () => {
    await load.stop()
    // Every concurrent write succeeded: none met "database is locked".
    expect(load.statuses.length).toBeGreaterThan(10)
    expect(load.statuses.filter((status) => status !== 200 && status !== 201)).toEqual([])
  })

  it('answers known and unknown addresses the same way, and mails only the known one a link to the web reset page', async () => {
    const email = newEmail('known')
    await signUp(email, 'old-password')
    const stranger = newEmail('unknown')

    const [known, unknown] = await Promise.all([forgot(email), forgot(stranger)])
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(known.body).toEqual(unknown.body)

    await expect.poll(() => mailsTo(email).length).toBe(1)
    expect(mailsTo(stranger)).toEqual([])
    const [mail] = mailsTo(email)
    expect(mail.subject).toBe('Reset your password')
    expect(mail.html).toContain('expires in 1 hour')
    const { link } = resetLink(email)
    expect(link.origin).toBe(new URL(inject('baseUrl')).origin)
    expect(link.pathname).toBe('/reset-password')
    // The page it links to exists.
    expect((await fetch(link)).status).toBe(200)
  })

  it('sets the new password once: the old one and a second use of the link are refused', async () => {
    const email = newEmail('reset')
    await signUp(email, 'old-password')
    await forgotAndWait(email)
    const { token } = resetLink(email)

    const done = await reset(token, 'brand-new-password')
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    expect(done.body.user.email).toBe(email)
    expect((await login(email, 'brand-new-password')).status).toBe(200)
    expect((await login(email, 'old-password')).status).toBe(401)

    const again = await reset(token, 'another-password')
    expect(again.status).toBe(403)
    expect((await login(email, 'another-password')).status).toBe(401)
  })

  it('holds a new password to the sign-up rule', async () => {
    const email = newEmail('short')
    await signUp(email, 'old-password')
    await forgotAndWait(email)
    const short = await reset(resetLink(email).token, '12345')
    expect(short.status).toBe(400)
    expect(JSON.stringify(short.body)).toContain(ERRORS.PASSWORD_TOO_SHORT.message)
    expect((await login(email, 'old-password')).status).toBe(200)
  })

  it('refuses an expired link', async () => {
    const email = newEmail('expired')
    await signUp(email, 'old-password')
    await forgotAndWait(email)
    const { token } = resetLink(email)
    await ageResetLink(email)
    expect((await reset(token, 'too-late-password')).status).toBe(403)
    expect((await login(email, 'old-password')).status).toBe(200)
  })

  it('a new request replaces the old link', async () => {
    const email = newEmail('twice')
    await signUp(email, 'old-password')
    await forgotAndWait(email)
    const first = resetLink(email).token
    await forgotAndWait(email)
    const second = resetLink(email).token
    expect(second).not.toBe(first)
    expect((await reset(first, 'first-link-password')).status).toBe(403)
    expect((await reset(second, 'second-link-password')).status).toBe(200)
  })

  it('limits reset mails per account, and answers an unknown address the same way', async () => {
    const email = newEmail('flood')
    await signUp(email, 'old-password')
    const stranger = newEmail('flood-unknown')
    for (let i = 0; i < 5; i++) {
      expect((await forgot(email)).status).toBe(200)
      expect((await forgot(stranger)).status).toBe(200)
    }
    const [known, unknown] = await Promise.all([forgot(email), forgot(stranger)])
    expect(known.status).toBe(429)
    expect(unknown.status).toBe(429)
    expect(known.body).toEqual(unknown.body)
    expect(known.body.errors[0].message).toBe(ERRORS.RATE_LIMITED.message)
    expect(Number(known.headers.get('retry-after'))).toBeGreaterThan(0)
    await expect.poll(() => mailsTo(email).length).toBe(5)
  })

  it('answers bad requests with 4xx, never 500', async () => {
    for (const email of [undefined, '', 42, { $ne: null }, ['a@b.c']]) expect((await forgot(email)).status).toBeLessThan(500)
    for (const token of [{ $ne: null }, 42, '', 'x'.repeat(5000)] as unknown as string[]) {
      const res = await reset(token, 'whatever-password')
      expect(res.status, JSON.stringify(token)).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
    }
  })
})
