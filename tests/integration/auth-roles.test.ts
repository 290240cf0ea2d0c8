import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { api, login } from '../support/api'
import { TEST_ADMIN } from '../support/server'

const unique = () => `${Date.now()}-${randomBytes(3).toString('hex')}`
const asToken = (token: string) => ({ authorization: `JWT ${token}` })

/** Signs up anonymously through the REST API, as the sign-up form does, and logs in. */
async function signUp(extra: Record<string, unknown> = {}) {
  const email = `signup-${unique()}@example.com`
  const password = 'signup-password-1'
  const res = await api('/api/users', { method: 'POST', body: { email, password, ...extra } })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const token = await login(email, password)
  return { email, password, id: res.body.doc.id as string | number, doc: res.body.doc, token }
}

describe('sign-in and roles', () => {
  it('logs the admin in over REST and answers with a token and the admin role', async () => {
    const res = await api('/api/users/login', { method: 'POST', body: TEST_ADMIN })
    expect(res.status).toBe(200)
    expect(typeof res.body.token).toBe('string')
    expect(res.body.token.split('.')).toHaveLength(3)
    expect(res.body.user).toMatchObject({ email: TEST_ADMIN.email, role: 'admin' })
    expect(res.body.user.password).toBeUndefined()
    expect(res.body.user.hash).toBeUndefined()
  })

  it('refuses a wrong password without a token', async () => {
    const user = await signUp()
    const res = await api('/api/users/login', { method: 'POST', body: { email: user.email, password: 'wrong-password' } })
    expect(res.status).toBe(401)
    expect(res.body.token).toBeUndefined()
  })

  it('makes every API sign-up an agency user, even one asking to be admin', async () => {
    const asAdmin = await signUp({ role: 'admin' })
    expect(asAdmin.doc.role).toBe('agency')
    const me = await api('/api/users/me', { headers: asToken(asAdmin.token) })
    expect(me.body.user).toMatchObject({ email: asAdmin.email, role: 'agency' })
    // the agency user stays out of the admin and away from staff data
    expect((await api('/api/leads', { headers: asToken(asAdmin.token) })).status).toBe(403)

    const asMarketer = await signUp({ role: 'marketer', trial_ends_at: '2999-01-01T00:00:00.000Z' })
    expect(asMarketer.doc.role).toBe('agency')
    // The trial is the server's: 14 days from sign-up, whatever the sign-up asked for.
    const trialDays = (Date.parse(asMarketer.doc.trial_ends_at) - Date.now()) / 86_400_000
    expect(trialDays).toBeGreaterThan(13.9)
    expect(trialDays).toBeLessThanOrEqual(14)
  })

  it('gives a new user the default brand colour #8B5CF6', async () => {
    const { doc } = await signUp()
    expect(doc.agency_brand_color).toBe('#8B5CF6')
  })

  it('does not let a user raise their own role, while they may edit their profile', async () => {
    const user = await signUp()
    const res = await api(`/api/users/${user.id}`, {
      method: 'PATCH',
      headers: asToken(user.token),
      body: { role: 'admin', company_name: 'Self Promoted Agency', agency_brand_color: '#112233' },
    })
    expect(res.status).toBe(200)
    expect(res.body.doc.company_name).toBe('Self Promoted Agency')
    expect(res.body.doc.agency_brand_color).toBe('#112233')
    expect(res.body.doc.role).toBe('agency')
    // as stored, and as a fresh token says
    const stored = await api(`/api/users/${user.id}`, { as: 'admin' })
    expect(stored.body.role).toBe('agency')
    const relogged = await api('/api/users/login', { method: 'POST', body: { email: user.email, password: user.password } })
    expect(relogged.body.user.role).toBe('agency')
    expect((await api('/api/access', { headers: asToken(relogged.body.token) })).body.canAccessAdmin ?? false).toBe(false)
  })

  it('does not let a user raise their own role over GraphQL either', async () => {
    const user = await signUp()
    const mutation = { query: `mutation { updateUser(id: ${JSON.stringify(user.id)}, data: { role: admin }) { role } }` }
    const res = await api('/api/graphql', { method: 'POST', headers: asToken(user.token), body: mutation })
    expect(res.body.data?.updateUser?.role ?? 'agency').toBe('agency')
    expect((await api(`/api/users/${user.id}`, { as: 'admin' })).body.role).toBe('agency')
    // the same mutation works for an admin, so the refusal above is the access rule at work
    const byAdmin = await api('/api/graphql', {
      method: 'POST',
      as: 'admin',
      body: { query: mutation.query.replace('role: admin', 'role: vendor') },
    })
    expect(byAdmin.body.errors).toBeUndefined()
    expect(byAdmin.body.data.updateUser.role).toBe('vendor')

    const email = `gql-${unique()}@example.com`
    const create = {
      query: `mutation { createUser(data: { email: ${JSON.stringify(email)}, password: "gql-password-1", role: admin }) { role } }`,
    }
    const made = await api('/api/graphql', { method: 'POST', body: create })
    expect(made.body.data?.createUser?.role ?? 'agency').toBe('agency')
    const found = await api(`/api/users?where[email][equals]=${encodeURIComponent(email)}`, { as: 'admin' })
    for (const doc of found.body.docs) expect(doc.role).toBe('agency')
  })

  it('lets an admin set a role', async () => {
    const user = await signUp()
    const res = await api(`/api/users/${user.id}`, { method: 'PATCH', as: 'admin', body: { role: 'vendor' } })
    expect(res.status).toBe(200)
    expect(res.body.doc.role).toBe('vendor')
    const relogged = await api('/api/users/login', { method: 'POST', body: { email: user.email, password: user.password } })
    expect(relogged.body.user.role).toBe('vendor')
  })

  it('does not let a non-admin read or change other users', async () => {
    const alice = await signUp()
    const bob = await signUp()
    const read = await api(`/api/users/${bob.id}`, { headers: asToken(alice.token) })
    expect([403, 404]).toContain(read.status)
    expect(JSON.stringify(read.body)).not.toContain(bob.email)

    const list = await api('/api/users?limit=100', { headers: asToken(alice.token) })
    expect(list.status).toBe(200)
    expect(list.body.docs.map((u: { email: string }) => u.email)).toEqual([alice.email])

    const byEmail = await api(`/api/users?where[email][equals]=${encodeURIComponent(TEST_ADMIN.email)}`, { as: 'marketer' })
    expect(byEmail.body.docs ?? []).toHaveLength(0)

    const edit = await api(`/api/users/${bob.id}`, { method: 'PATCH', headers: asToken(alice.token), body: { company_name: 'Hijacked' } })
    expect([403, 404]).toContain(edit.status)
    expect((await api(`/api/users/${bob.id}`, { as: 'admin' })).body.company_name ?? null).not.toBe('Hijacked')

    const remove = await api(`/api/users/${bob.id}`, { method: 'DELETE', headers: asToken(alice.token) })
    expect([403, 404]).toContain(remove.status)
    expect((await api(`/api/users/${bob.id}`, { as: 'admin' })).status).toBe(200)

    // an anonymous visitor reads no one
    expect((await api(`/api/users/${bob.id}`)).status).toBeGreaterThanOrEqual(401)
    const anonymousList = await api('/api/users')
    expect(anonymousList.status).toBe(403)
  })

  it('lets an admin read every user', async () => {
    const user = await signUp()
    const res = await api(`/api/users/${user.id}`, { as: 'admin' })
    expect(res.status).toBe(200)
    expect(res.body.email).toBe(user.email)
  })

  it('refuses a sign-up or a password change shorter than 6 characters, and stores nothing', async () => {
    const email = `short-${unique()}@example.com`
    const res = await api('/api/users', { method: 'POST', body: { email, password: '12345' } })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain('Password must be at least 6 characters')
    const found = await api(`/api/users?where[email][equals]=${encodeURIComponent(email)}`, { as: 'admin' })
    expect(found.body.totalDocs).toBe(0)

    const user = await signUp()
    const change = await api(`/api/users/${user.id}`, { method: 'PATCH', body: { password: 'abc' }, headers: asToken(user.token) })
    expect(change.status).toBe(400)
    expect(await login(user.email, user.password)).toBeTruthy()
  })

  it('refuses an email or password that is not text with 400 and says which', async () => {
    for (const body of [
      { email: { $ne: null } },
      { email: { $ne: null }, password: 'long-enough-password' },
      { email: `object-${unique()}@example.com`, password: { length: 99 } },
    ]) {
      const res = await api('/api/users', { method: 'POST', body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.errors[0].name).toBe('ValidationError')
    }
    const answer = await api('/api/users', { method: 'POST', body: { email: ['a@example.com'], password: 'long-enough-password' } })
    expect(answer.body.errors[0].data.errors).toEqual([{ path: 'email', message: 'Please enter a valid email address.' }])
  })
})
