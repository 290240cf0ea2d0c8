import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import type { MessageView } from '../../contracts/workspace'
import { login, tokenFor } from '../support/api'
import { as, graphql, socketFor, tokenOf, type WorkspaceSocket } from '../support/workspace'

const sockets: WorkspaceSocket[] = []
afterAll(() => sockets.forEach((socket) => socket.disconnect()))

const post = (who: Parameters<typeof as>[0], name: string, body: unknown) => as(who, `/fn/${name}`, { method: 'POST', body })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Collects every event of a kind a socket receives. */
function collect<T>(socket: WorkspaceSocket, event: 'message:new' | 'conversation:activity' | 'notification:new'): T[] {
  const seen: T[] = []
  socket.on(event, ((payload: T) => seen.push(payload)) as never)
  return seen
}

async function until(check: () => boolean, what: string, ms = 10_000) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await sleep(50)
  }
}

let conversationId: string

beforeAll(async () => {
  const products = (await as('agencyA', '/api/vendor-products?depth=0&limit=100')).body.docs as {
    id: number
    name: string
    vendor: number
  }[]
  const tiktok = products.find((p) => p.name === 'TikTok Creator Studio')!
  const started = await post('agencyA', 'create-conversation', {
    productId: tiktok.id,
    vendorId: tiktok.vendor,
    subject: 'Inquiry about TikTok Creator Studio',
    type: 'vendor_agency',
  })
  expect(started.status).toBe(200)
  conversationId = started.body.conversationId
})

describe('create-conversation', () => {
  it('opens the same thread when asked again about the same product', async () => {
    const products = (await as('agencyA', '/api/vendor-products?depth=0&limit=100')).body.docs as { id: number; name: string }[]
    const tiktok = products.find((p) => p.name === 'TikTok Creator Studio')!
    const again = await post('agencyA', 'create-conversation', { productId: tiktok.id, subject: 'Inquiry about TikTok Creator Studio' })
    expect(again.body).toEqual({ conversationId })
    const conversation = (await as('vendor', `/api/conversations/${conversationId}?depth=1`)).body
    expect(conversation.subject).toBe('Inquiry about TikTok Creator Studio')
    expect(conversation.product.name).toBe('TikTok Creator Studio')
    const participants = (await as('vendor', `/api/conversation-participants?where[conversation][equals]=${conversationId}`)).body.docs
    expect(participants.map((p: { role: string }) => p.role).sort()).toEqual(['agency', 'vendor'])
  })

  it('refuses a blank subject and an unknown product', async () => {
    expect((await post('agencyA', 'create-conversation', { productId: 1, subject: '  ' })).status).toBe(400)
    expect((await post('agencyA', 'create-conversation', { productId: 999999, subject: 'Inquiry about x' })).status).toBe(404)
  })
})

describe('send-message and socket delivery', () => {
  it('persists, then delivers once to the room, the members’ tabs and as a notification; a retry stores nothing new', async () => {
    const vendor = await socketFor((await tokenOf('vendor'))!)
    const agencyTab = await socketFor((await tokenOf('agencyA'))!)
    sockets.push(vendor, agencyTab)
    const delivered = collect<MessageView>(vendor, 'message:new')
    const activity = collect<{ conversationId: string }>(agencyTab, 'conversation:activity')
    const notifications = collect<{ title: string; message: string; link: string }>(vendor, 'notification:new')
    expect(await vendor.timeout(10_000).emitWithAck('conversation:join', { conversationId })).toEqual({ data: { messages: [] } })

    const body = {
      conversationId,
      content: 'Hello <b>vendor</b> <img src=x onerror=alert(1)>',
      attachments: [],
      clientMessageId: 'msg-retry-0001',
    }
    const first = await post('agencyA', 'send-message', body)
    expect(first.status).toBe(200)
    expect(first.body.message).toMatchObject({
      content: body.content,
      sequence: 1,
      senderRole: 'agency',
      clientMessageId: 'msg-retry-0001',
    })
    const retry = await post('agencyA', 'send-message', body)
    expect(retry.body.message.id).toBe(first.body.message.id)
    const second = await post('agencyA', 'send-message', { conversationId, content: 'Second', clientMessageId: 'msg-retry-0002' })
    expect(second.body.message.sequence).toBe(2)

    await until(() => delivered.length >= 2 && notifications.length >= 1 && activity.length >= 2, 'deliveries')
    await sleep(300)
    expect(delivered.map((m) => m.content)).toEqual([body.content, 'Second'])
    expect(activity.map((a) => a.conversationId)).toEqual([conversationId, conversationId])
    // One bell entry per conversation while it is unread (decision 040): the second message adds none.
    expect(notifications).toHaveLength(1)
    expect(notifications[0]).toMatchObject({
      title: 'New message: Inquiry about TikTok Creator Studio',
      message: body.content,
      link: `/app/messages/${conversationId}`,
    })
    const unread = async () =>
      (await as('vendor', `/api/notifications?depth=0&where[link][equals]=/app/messages/${conversationId}&where[read_at][exists]=false`))
        .body.docs as { id: string }[]
    const [notice] = await unread()
    expect(await unread()).toHaveLength(1)
    // Once the vendor has read it, the next message notifies again.
    expect(
      (await as('vendor', `/api/notifications/${notice!.id}`, { method: 'PATCH', body: { read_at: new Date().toISOString() } })).status,
    ).toBe(200)
    const third = await post('agencyA', 'send-message', { conversationId, content: 'Third', clientMessageId: 'msg-retry-0003' })
    expect(third.body.message.sequence).toBe(3)
    await until(() => notifications.length >= 2, 'the notification after reading')
    expect(notifications[1]).toMatchObject({ message: 'Third', link: `/app/messages/${conversationId}` })
    expect(await unread()).toHaveLength(1)

    const stored = (await as('vendor', `/api/messages?where[conversation][equals]=${conversationId}&sort=sequence`)).body.docs
    expect(stored.map((m: { content: string }) => m.content)).toEqual([body.content, 'Second', 'Third'])
    const listed = (await as('agencyA', '/api/conversations?sort=-last_message_at&depth=0')).body.docs
    expect(String(listed[0].id)).toBe(conversationId)
  })

  it('gives concurrent sends distinct, gapless sequences', async () => {
    const before = (await as('agencyA', `/api/messages?where[conversation][equals]=${conversationId}&limit=0`)).body.totalDocs
    const sends = Array.from({ length: 12 }, (_, i) =>
      post(i % 2 ? 'vendor' : 'agencyA', 'send-message', { conversationId, content: `burst ${i}`, clientMessageId: `burst-00${i}x` }),
    )
    const answers = await Promise.all(sends)
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200))
    const sequences = answers.map((a) => a.body.message.sequence as number).sort((a, b) => a - b)
    expect(sequences).toEqual(Array.from({ length: 12 }, (_, i) => before + i + 1))
    // Each answer is the row stored under its id, and the conversation moved to the newest of them.
    for (const { body } of answers) {
      const stored = (await as('agencyA', `/api/messages/${body.message.id}?depth=0`)).body
      expect({ ...body.message, sentAt: new Date(body.message.sentAt).toISOString() }).toMatchObject({
        content: stored.content,
        sequence: stored.sequence,
        clientMessageId: stored.client_message_id,
        sentAt: new Date(stored.sent_at).toISOString(),
      })
    }
    const conversation = (await as('agencyA', `/api/conversations/${conversationId}?depth=0`)).body
    const newest = Math.max(...answers.map((a) => Date.parse(a.body.message.sentAt)))
    expect(Date.parse(conversation.last_message_at)).toBe(newest)
  })

  it('stores a send retried while the first copy is still being written once, and answers both with it', async () => {
    const copy = { conversationId, content: 'Sent twice at once', clientMessageId: 'twice-0001' }
    const [one, two] = await Promise.all([post('vendor', 'send-message', copy), post('vendor', 'send-message', copy)])
    expect(one.status).toBe(200)
    expect(two.body.message.id).toBe(one.body.message.id)
    const stored = (await as('vendor', `/api/messages?where[client_message_id][equals]=twice-0001&limit=0`)).body.totalDocs
    expect(stored).toBe(1)
  })

  it('takes the next sequence when another server took the one it expected', async () => {
    const last = (await as('agencyA', `/api/messages?depth=0&where[conversation][equals]=${conversationId}&sort=-sequence&limit=1`)).body
      .docs[0]
    const admin = { token: await tokenFor('admin') }
    // What a second node would have written: the next sequence, unknown to this server's memory.
    const elsewhere = await as(admin, '/api/messages', {
      method: 'POST',
      body: {
        conversation: Number(conversationId) || conversationId,
        sender: last.sender,
        sender_role: last.sender_role,
        content: 'Written by another node',
        sent_at: new Date().toISOString(),
        sequence: last.sequence + 1,
        sequence_key: `${conversationId}:${last.sequence + 1}`,
        client_message_id: 'other-node-0001',
        client_key: `${conversationId}:other-node-0001`,
      },
    })
    expect(elsewhere.status).toBe(201)
    const sent = await post('agencyA', 'send-message', { conversationId, content: 'After the other node', clientMessageId: 'after-0001' })
    expect(sent.status).toBe(200)
    expect(sent.body.message.sequence).toBe(last.sequence + 2)
  })

  it('a socket that reconnects gets what it missed from the database, by sequence', async () => {
    const vendor = await socketFor((await tokenOf('vendor'))!)
    sockets.push(vendor)
    const joined = await vendor.timeout(10_000).emitWithAck('conversation:join', { conversationId, afterSequence: 0 })
    const seen = 'data' in joined ? joined.data.messages : []
    const last = seen.at(-1)!.sequence
    vendor.disconnect()
    await post('agencyA', 'send-message', { conversationId, content: 'While you were away 1', clientMessageId: 'away-0001' })
    await post('agencyA', 'send-message', { conversationId, content: 'While you were away 2', clientMessageId: 'away-0002' })
    const back = await socketFor((await tokenOf('vendor'))!)
    sockets.push(back)
    const missed = await back.timeout(10_000).emitWithAck('conversation:join', { conversationId, afterSequence: last })
    expect('data' in missed && missed.data.messages.map((m: { content: string }) => m.content)).toEqual([
      'While you were away 1',
      'While you were away 2',
    ])
  })

  it('sends over the socket with an acknowledgement, and marks messages read', async () => {
    const vendor = await socketFor((await tokenOf('vendor'))!)
    sockets.push(vendor)
    const sent = await vendor
      .timeout(10_000)
      .emitWithAck('message:send', { conversationId, content: 'Reply from the vendor', clientMessageId: 'socket-0001' })
    expect('data' in sent && sent.data.message.senderRole).toBe('vendor')
    const read = await post('agencyA', 'mark-read', { conversationId })
    expect(read.status).toBe(200)
    expect(read.body.updated).toBeGreaterThan(0)
    const left = await as(
      'agencyA',
      `/api/messages?where[conversation][equals]=${conversationId}&where[read_at][exists]=false&where[sender_role][equals]=vendor&limit=0`,
    )
    expect(left.body.totalDocs).toBe(0)
  })
})

describe('invite-client and the invitation', () => {
  const outbox = () => path.join(path.dirname(inject('serverLogFile')), 'outbox')

  it('emails a single-use magic link; the client joins once, as a member of that one conversation', async () => {
    const invited = await post('agencyA', 'invite-client', { conversationId, clientEmail: 'dana@client.example' })
    expect(invited.status).toBe(200)
    const link = new URL(invited.body.magicLink)
    expect(link.pathname).toBe('/app/join-chat')
    const token = link.searchParams.get('token')!
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16)
    const days = (Date.parse(invited.body.expiresAt) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)
    const mails = fs.readdirSync(outbox()).map((file) => JSON.parse(fs.readFileSync(path.join(outbox(), file), 'utf8')))
    expect(mails.some((mail) => mail.to === 'dana@client.example' && mail.text.includes(invited.body.magicLink))).toBe(true)

    const shown = await post('anonymous', 'get-invitation', { token })
    expect(shown.body).toEqual({
      clientEmail: 'dana@client.example',
      brand: { companyName: 'Demo Agency', logoUrl: null, brandColor: '#8B5CF6' },
    })

    // Two tabs accept at once: one wins.
    const [a, b] = await Promise.all([post('anonymous', 'accept-invitation', { token }), post('anonymous', 'accept-invitation', { token })])
    const won = [a, b].filter((r) => r.status === 200)
    const lost = [a, b].filter((r) => r.status !== 200)
    expect(won).toHaveLength(1)
    expect(lost[0].body.error).toBe('Invitation not found or already used')
    expect(won[0].body.brand).toEqual({ companyName: 'Demo Agency', logoUrl: null, brandColor: '#8B5CF6' })

    const again = await post('anonymous', 'accept-invitation', { token })
    expect(again).toMatchObject({ status: 404, body: { error: 'Invitation not found or already used' } })
    expect((await post('anonymous', 'get-invitation', { token })).body.error).toBe('Invitation not found or already used')

    const client = { token: won[0].body.token as string }
    const visible = (await as(client, '/api/conversations?depth=0')).body.docs
    expect(visible.map((c: { id: string }) => String(c.id))).toEqual([conversationId])
    expect(visible[0].type).toBe('three_way_chat')
    expect((await as(client, '/api/vendor-products')).status).toBe(403)
    const brand = await post(client, 'get-chat-brand', { conversationId })
    expect(brand.body).toEqual({
      brand: { companyName: 'Demo Agency', logoUrl: null, brandColor: '#8B5CF6' },
      subject: 'Your conversation with Demo Agency',
      productName: null,
    })

    // The client talks live with both.
    const agencySocket = await socketFor((await tokenOf('agencyA'))!)
    const clientSocket = await socketFor(client.token)
    sockets.push(agencySocket, clientSocket)
    const atAgency = collect<MessageView>(agencySocket, 'message:new')
    await agencySocket.timeout(10_000).emitWithAck('conversation:join', { conversationId })
    await clientSocket.timeout(10_000).emitWithAck('conversation:join', { conversationId })
    const sent = await clientSocket
      .timeout(10_000)
      .emitWithAck('message:send', { conversationId, content: 'Hi from the client', clientMessageId: 'client-0001' })
    expect('data' in sent && sent.data.message.senderRole).toBe('client')
    await until(() => atAgency.some((m) => m.content === 'Hi from the client'), 'the client message')
    // The vendor answers: the client's bell gets it, under the agency's name alone.
    const vendorSocket = await socketFor((await tokenOf('vendor'))!)
    sockets.push(vendorSocket)
    await vendorSocket.timeout(10_000).emitWithAck('conversation:join', { conversationId })
    await vendorSocket
      .timeout(10_000)
      .emitWithAck('message:send', { conversationId, content: 'Happy to help', clientMessageId: 'vendor-0001' })
    let clientNotes: unknown[] = []
    const noteEnd = Date.now() + 10_000
    while (clientNotes.length === 0 && Date.now() < noteEnd) {
      clientNotes = (await as(client, '/api/notifications?depth=0')).body.docs
      if (clientNotes.length === 0) await sleep(100)
    }
    expect(clientNotes).toMatchObject([{ title: 'New message', message: 'Happy to help' }])

    // White label: nothing a client is sent or may read names the vendor, its product or the thread.
    const clientSees = JSON.stringify([
      mails.filter((mail) => mail.to === 'dana@client.example'),
      shown.body,
      won[0].body,
      brand.body,
      clientNotes,
      (await as(client, '/api/conversations?depth=2')).body,
      (await as(client, `/api/conversations/${conversationId}?depth=2`)).body,
      (await as(client, '/api/conversation-participants?depth=2')).body,
      (await graphql(client, '{ Conversations { docs { subject product { name } } } }')).body,
    ])
    for (const name of ['TikTok', 'Creator Studio', 'Inquiry about', 'Demo Vendor', 'vendor@example.com'])
      expect(clientSees).not.toContain(name)

    // The agency heard about the join.
    const notes = (await as('agencyA', '/api/notifications?where[title][equals]=Client joined')).body.docs
    expect(notes[0].message).toBe('dana@client.example joined "Inquiry about TikTok Creator Studio"')
    // No second client may be invited now.
    expect((await post('agencyA', 'invite-client', { conversationId, clientEmail: 'other@client.example' })).body.error).toBe(
      'Failed to send invitation',
    )
  })

  it("answers the spec's messages for a missing, unknown and expired token", async () => {
    expect((await post('anonymous', 'get-invitation', {})).body).toEqual({
      error: 'Invalid invitation link',
      code: 'INVITATION_LINK_INVALID',
    })
    expect((await post('anonymous', 'accept-invitation', { token: '' })).body.error).toBe('Invalid invitation link')
    expect((await post('anonymous', 'get-invitation', { token: 'no-such-token' })).body.error).toBe('Invitation not found or already used')
    const { createHash } = await import('node:crypto')
    const chat = (await as('agencyA', '/api/conversations?depth=0')).body.docs[0]
    const made = await as({ token: await tokenFor('admin') }, '/api/client-invitations', {
      method: 'POST',
      body: {
        conversation: chat.id,
        client_email: 'late@client.example',
        token_hash: createHash('sha256').update('expired-token').digest('hex'),
        expires_at: '2020-01-01T00:00:00.000Z',
      },
    })
    expect(made.status).toBe(201)
    expect((await post('anonymous', 'get-invitation', { token: 'expired-token' })).body.error).toBe('This invitation has expired')
    expect((await post('anonymous', 'accept-invitation', { token: 'expired-token' })).body.error).toBe('This invitation has expired')
  })
})

describe('check-trial-status', () => {
  it('gives a new agency user a 14-day trial, unpaid', async () => {
    const email = `trial-${Date.now()}@example.com`
    const signup = await as('anonymous', '/api/users', { method: 'POST', body: { email, password: 'secret-password' } })
    expect(signup.status).toBe(201)
    const token = await login(email, 'secret-password')
    expect((await post({ token }, 'check-trial-status', {})).body).toEqual({ isTrialActive: true, isPaidUser: false, daysRemaining: 14 })
    expect((await post('anonymous', 'check-trial-status', {})).status).toBe(401)
  })
})
