import { afterAll, describe, expect, it } from 'vitest'
import { io, type Socket } from 'socket.io-client'
import { baseUrl, tokenFor } from '../support/api'
import { signIn } from '../support/sign-in'
import { SESSION_RECHECK_MS } from '../../server/realtime/session-check'

const clients: Socket[] = []

function connect(options: { auth?: Record<string, unknown>; extraHeaders?: Record<string, string> } = {}): Socket {
  const socket = io(baseUrl(), { transports: ['websocket'], forceNew: true, reconnection: false, ...options })
  clients.push(socket)
  return socket
}

/** Resolves with the connect_error message, or fails if the server lets the socket in. */
function refusal(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('connect_error', (error) => resolve(error.message))
    socket.once('connect', () => reject(new Error('connected without a valid session')))
  })
}

function ready(socket: Socket): Promise<{ userId: string; role: string }> {
  return new Promise((resolve, reject) => {
    socket.once('session:ready', resolve)
    socket.once('connect_error', reject)
  })
}

async function me(who: 'agency' | 'analyst') {
  const res = await fetch(`${baseUrl()}/api/users/me`, { headers: { authorization: `JWT ${await tokenFor(who)}` } })
  return ((await res.json()) as { user: { id: string | number; role: string } }).user
}

afterAll(() => {
  for (const socket of clients) socket.disconnect()
})

describe('socket.io realtime', () => {
  it('refuses a connection without a token', async () => {
    expect(await refusal(connect())).toBe('Not authenticated')
  })

  it('refuses a garbage token, and an empty one', async () => {
    expect(await refusal(connect({ auth: { token: 'not-a-jwt' } }))).toBe('Not authenticated')
    expect(await refusal(connect({ auth: { token: 'a.b.c' } }))).toBe('Not authenticated')
    expect(await refusal(connect({ auth: { token: '' } }))).toBe('Not authenticated')
  })

  it('refuses a token signed with another secret', async () => {
    const real = await tokenFor('agency')
    const [header, body] = real.split('.')
    const forged = `${header}.${body}.${Buffer.from('forged-signature').toString('base64url')}`
    expect(await refusal(connect({ auth: { token: forged } }))).toBe('Not authenticated')
  })

  it('accepts a valid token and tells the socket who it is', async () => {
    const user = await me('agency')
    const socket = connect({ auth: { token: await tokenFor('agency') } })
    const session = await ready(socket)
    expect(socket.connected).toBe(true)
    expect(session).toEqual({ userId: String(user.id), role: 'agency' })

    const answer = await socket.timeout(5000).emitWithAck('session:whoami')
    expect(answer).toEqual({ data: { userId: String(user.id), role: 'agency' } })
    socket.disconnect()
  })

  it('keeps users apart: each socket learns its own user', async () => {
    const [agency, analyst] = await Promise.all([me('agency'), me('analyst')])
    const a = connect({ auth: { token: await tokenFor('agency') } })
    const b = connect({ auth: { token: await tokenFor('analyst') } })
    const [sa, sb] = await Promise.all([ready(a), ready(b)])
    expect(sa).toEqual({ userId: String(agency.id), role: 'agency' })
    expect(sb).toEqual({ userId: String(analyst.id), role: 'analyst' })
    expect(await b.timeout(5000).emitWithAck('session:whoami')).toEqual({ data: { userId: String(analyst.id), role: 'analyst' } })
    a.disconnect()
    b.disconnect()
  })

  it('accepts the payload-token session cookie from our own pages', async () => {
    const user = await me('agency')
    // A browser's handshake carries its page's Origin, which Payload needs beside the cookie (SERVER_URL set).
    const socket = connect({ extraHeaders: { cookie: `payload-token=${await tokenFor('agency')}`, origin: new URL(baseUrl()).origin } })
    expect(await ready(socket)).toEqual({ userId: String(user.id), role: 'agency' })
    expect(await socket.timeout(5000).emitWithAck('session:whoami')).toEqual({ data: { userId: String(user.id), role: 'agency' } })
    // Later events check the session again, from the handshake's cookie and Origin: still signed in.
    await new Promise((resolve) => setTimeout(resolve, SESSION_RECHECK_MS + 100))
    const joined = await socket.timeout(5000).emitWithAck('conversation:join', { conversationId: '999999999' })
    expect(joined).not.toEqual({ error: 'Not authenticated' })
    expect(socket.connected).toBe(true)
    socket.disconnect()
  })

  it('refuses the token of a user who no longer exists', async () => {
    const email = `gone-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`
    const signup = await fetch(`${baseUrl()}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'gone-password-1' }),
    })
    const { doc } = (await signup.json()) as { doc: { id: string | number } }
    const token = await signIn(baseUrl(), email, 'gone-password-1')
    const before = connect({ auth: { token } })
    expect((await ready(before)).userId).toBe(String(doc.id))
    before.disconnect()

    const removed = await fetch(`${baseUrl()}/api/users/${doc.id}`, {
      method: 'DELETE',
      headers: { authorization: `JWT ${await tokenFor('admin')}` },
    })
    expect(removed.status).toBe(200)
    expect(await refusal(connect({ auth: { token } }))).toBe('Not authenticated')
  })

  it('refuses a garbage session cookie', async () => {
    expect(await refusal(connect({ extraHeaders: { cookie: 'payload-token=garbage' } }))).toBe('Not authenticated')
  })
})
