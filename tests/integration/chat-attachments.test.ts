import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHAT_ATTACHMENT_ERRORS, CHAT_ATTACHMENT_MAX_BYTES } from '../../contracts/chat-attachments'
import type { MessageView } from '../../contracts/workspace'
import { baseUrl, tokenFor } from '../support/api'
import { as, socketFor, tokenOf, type Person, type WorkspaceSocket } from '../support/workspace'

/**
 * Chat attachments (issue 18): the types and size a member may upload, who reads an attachment
 * (REST and its file URL), and sending one with a message once, by the function and socket.io.
 * The test makes its own three-way chat (agency A, the vendor, an invited client), so the
 * seeded threads other files count stay as they are.
 */

const sockets: WorkspaceSocket[] = []
afterAll(() => sockets.forEach((socket) => socket.disconnect()))

// A 1×1 PNG, whose bytes the file URL must serve back unchanged.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64')

/** A PDF Payload's check accepts (header, xref, %%EOF), padded to `size` bytes. */
function pdfOf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%')
  const tail = Buffer.from('\nxref\n0 1\n0000000000 65535 f \ntrailer\n<<>>\nstartxref\n0\n%%EOF\n')
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x20), tail])
}

type Caller = Person | 'admin' | 'marketer' | { token: string }

async function tokenOfCaller(who: Caller): Promise<string | undefined> {
  if (typeof who === 'object') return who.token
  if (who === 'admin' || who === 'marketer') return tokenFor(who)
  return tokenOf(who)
}

async function upload(who: Caller, file: { bytes: Buffer; name: string; type: string }, conversation: string) {
  const token = await tokenOfCaller(who)
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  form.append('_payload', JSON.stringify({ conversation }))
  const res = await fetch(`${baseUrl()}/api/chat-attachments`, {
    method: 'POST',
    headers: token ? { authorization: `JWT ${token}` } : {},
    body: form,
  })
  return { status: res.status, body: (await res.json().catch(() => ({}))) as any }
}

async function fetchAs(who: Caller, path: string) {
  const token = await tokenOfCaller(who)
  const res = await fetch(`${baseUrl()}${path}`, { headers: token ? { authorization: `JWT ${token}` } : {} })
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') }
}

const post = (who: Caller, name: string, body: unknown) =>
  typeof who === 'string' && (who === 'admin' || who === 'marketer')
    ? tokenFor(who).then((token) => as({ token }, `/fn/${name}`, { method: 'POST', body }))
    : as(who, `/fn/${name}`, { method: 'POST', body })

let chatId: string
let otherChatId: string
let client: { token: string }

beforeAll(async () => {
  const products = (await as('agencyA', '/api/vendor-products?depth=0&limit=100')).body.docs as { id: number; name: string }[]
  const started = async (name: string) => {
    const product = products.find((p) => p.name === name)!
    const answer = await post('agencyA', 'create-conversation', { productId: product.id, subject: `Files about ${name}` })
    expect(answer.status).toBe(200)
    return String(answer.body.conversationId)
  }
  chatId = await started('Local SEO Rank Engine')
  otherChatId = await started('YouTube Growth Lab')
  const invited = await post('agencyA', 'invite-client', { conversationId: chatId, clientEmail: 'files@client.example' })
  const accepted = await post('anonymous', 'accept-invitation', { token: new URL(invited.body.magicLink).searchParams.get('token') })
  expect(accepted.status).toBe(200)
  client = { token: accepted.body.token }
})

describe('uploading a chat attachment', () => {
  it('takes images and PDFs up to 10 MB from a member, and refuses anything else with a clear message', async () => {
    const png = await upload('agencyA', { bytes: PNG, name: 'pixel.png', type: 'image/png' }, chatId)
    expect(png.status, JSON.stringify(png.body)).toBe(201)
    expect(png.body.doc).toMatchObject({ mimeType: 'image/png', filesize: PNG.length })

    const fullSize = await upload('vendor', { bytes: pdfOf(CHAT_ATTACHMENT_MAX_BYTES), name: 'brief.pdf', type: 'application/pdf' }, chatId)
    expect(fullSize.status).toBe(201)

    const tooBig = await upload('vendor', { bytes: pdfOf(CHAT_ATTACHMENT_MAX_BYTES + 1), name: 'big.pdf', type: 'application/pdf' }, chatId)
    expect(tooBig.status).toBe(413)
    expect(tooBig.body.errors[0].message).toBe(CHAT_ATTACHMENT_ERRORS.size)

    const text = await upload(client, { bytes: Buffer.from('hello'), name: 'notes.txt', type: 'text/plain' }, chatId)
    expect(text.status).toBe(400)
    expect(text.body.errors[0].message).toBe(CHAT_ATTACHMENT_ERRORS.type)

    const svg = await upload(
      client,
      { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'a.svg', type: 'image/svg+xml' },
      chatId,
    )
    expect(svg.status).toBe(400)
    expect(svg.body.errors[0].message).toBe(CHAT_ATTACHMENT_ERRORS.type)

    // Named and declared a PNG, but the bytes are not: Payload's own check of the content refuses it.
    const disguised = await upload(
      'agencyA',
      { bytes: Buffer.from('MZ not really an image'), name: 'photo.png', type: 'image/png' },
      chatId,
    )
    expect(disguised.status).toBe(400)
  })

  it('refuses uploads into a conversation the uploader is not in, and anonymous or staff uploads', async () => {
    const file = { bytes: PNG, name: 'pixel.png', type: 'image/png' }
    expect((await upload('agencyB', file, chatId)).status).toBe(403)
    expect((await upload('otherVendor', file, chatId)).status).toBe(403)
    expect((await upload(client, file, otherChatId)).status).toBe(403)
    expect((await upload('anonymous', file, chatId)).status).toBe(403)
    expect((await upload('marketer', file, chatId)).status).toBe(403)
  })
})

describe('who reads an attachment', () => {
  let attachment: { id: string; filename: string; url: string }

  beforeAll(async () => {
    const uploaded = await upload('agencyA', { bytes: PNG, name: 'mockup.png', type: 'image/png' }, chatId)
    expect(uploaded.status).toBe(201)
    attachment = uploaded.body.doc
  })

  const file = () => `/api/chat-attachments/file/${encodeURIComponent(attachment.filename)}`

  it('before it is sent: its uploader only', async () => {
    expect((await fetchAs('agencyA', `/api/chat-attachments/${attachment.id}`)).status).toBe(200)
    expect((await fetchAs('agencyA', file())).status).toBe(200)
    for (const who of ['vendor', client] as Caller[]) {
      expect([403, 404]).toContain((await fetchAs(who, `/api/chat-attachments/${attachment.id}`)).status)
      expect((await fetchAs(who, file())).status).toBe(403)
    }
  })

  it('once sent: every member of the conversation and admins; no other agency, vendor, staff or anonymous visitor', async () => {
    const sent = await post('agencyA', 'send-message', { conversationId: chatId, content: 'The mockup', attachments: [attachment.id] })
    expect(sent.status).toBe(200)
    expect(sent.body.message.attachments).toEqual([
      expect.objectContaining({ id: String(attachment.id), filename: attachment.filename, mimeType: 'image/png', url: file() }),
    ])

    for (const who of ['agencyA', 'vendor', client, 'admin'] as Caller[]) {
      expect((await fetchAs(who, `/api/chat-attachments/${attachment.id}`)).status, JSON.stringify(who)).toBe(200)
      const served = await fetchAs(who, file())
      expect(served.status, JSON.stringify(who)).toBe(200)
      expect(served.type).toMatch(/image\/png/)
      expect(served.bytes.equals(PNG)).toBe(true)
    }
    for (const who of ['agencyB', 'otherVendor', 'marketer', 'anonymous'] as Caller[]) {
      expect([403, 404], JSON.stringify(who)).toContain((await fetchAs(who, `/api/chat-attachments/${attachment.id}`)).status)
      expect((await fetchAs(who, file())).status, JSON.stringify(who)).toBe(403)
      const listed = await fetchAs(who, `/api/chat-attachments?where[id][equals]=${attachment.id}`)
      if (listed.status === 200) expect(JSON.parse(listed.bytes.toString()).docs).toEqual([])
    }
  })
})

describe('sending attachments', () => {
  it('delivers them live to the other members, and lets a message be files alone', async () => {
    const uploaded = await upload('agencyA', { bytes: pdfOf(2048), name: 'proposal.pdf', type: 'application/pdf' }, chatId)
    const socket = await socketFor(client.token)
    sockets.push(socket)
    const delivered: MessageView[] = []
    socket.on('message:new', (message) => delivered.push(message))
    expect(await socket.timeout(10_000).emitWithAck('conversation:join', { conversationId: chatId })).toEqual({ data: { messages: [] } })

    const agency = await socketFor((await tokenOf('agencyA'))!)
    sockets.push(agency)
    const answer = await agency.timeout(10_000).emitWithAck('message:send', {
      conversationId: chatId,
      content: '',
      attachments: [String(uploaded.body.doc.id)],
      clientMessageId: 'files-only-0001',
    })
    expect('data' in answer && answer.data.message.attachments.map((a: { filename: string }) => a.filename)).toEqual(['proposal.pdf'])
    const end = Date.now() + 10_000
    while (delivered.length === 0 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(delivered[0]).toMatchObject({
      content: '',
      attachments: [expect.objectContaining({ filename: 'proposal.pdf', mimeType: 'application/pdf', thumbnailUrl: null })],
    })

    // A replay (a reconnect) carries them too.
    const replay = await socket.timeout(10_000).emitWithAck('conversation:join', { conversationId: chatId, afterSequence: 0 })
    const replayed =
      'data' in replay ? replay.data.messages.find((message: MessageView) => message.clientMessageId === 'files-only-0001') : undefined
    expect(replayed?.attachments.map((a: { filename: string }) => a.filename)).toEqual(['proposal.pdf'])

    // Neither text nor files: nothing to send.
    expect((await post('agencyA', 'send-message', { conversationId: chatId, content: '  ', attachments: [] })).status).toBe(400)
  })

  it("sends an attachment once, only its uploader's, only into its own conversation; a retried send answers the same message", async () => {
    const mine = await upload('vendor', { bytes: PNG, name: 'logo.png', type: 'image/png' }, chatId)
    const id = String(mine.body.doc.id)
    const unavailable = { error: 'This attachment cannot be sent. Please attach the file again.', code: 'ATTACHMENT_UNAVAILABLE' }

    // Someone else's, even a member's who may later read it.
    expect((await post('agencyA', 'send-message', { conversationId: chatId, content: 'Mine now', attachments: [id] })).body).toEqual(
      unavailable,
    )
    // Into another conversation of the same agency.
    const elsewhere = await upload('agencyA', { bytes: PNG, name: 'elsewhere.png', type: 'image/png' }, otherChatId)
    expect(
      (await post('agencyA', 'send-message', { conversationId: chatId, content: 'Moved', attachments: [String(elsewhere.body.doc.id)] }))
        .body,
    ).toEqual(unavailable)
    // One that does not exist.
    expect((await post('agencyA', 'send-message', { conversationId: chatId, content: 'Ghost', attachments: ['999999'] })).body).toEqual(
      unavailable,
    )

    const body = { conversationId: chatId, content: 'Our logo', attachments: [id], clientMessageId: 'logo-send-0001' }
    const first = await post('vendor', 'send-message', body)
    expect(first.status).toBe(200)
    const retried = await post('vendor', 'send-message', body)
    expect(retried.body.message.id).toBe(first.body.message.id)
    expect(retried.body.message.attachments).toEqual(first.body.message.attachments)

    // The same file with another message: already sent.
    const again = await post('vendor', 'send-message', { conversationId: chatId, content: 'Logo again', attachments: [id] })
    expect(again).toMatchObject({ status: 400, body: unavailable })
    // Two sends racing for one file: one stores it.
    const raced = await upload('vendor', { bytes: PNG, name: 'race.png', type: 'image/png' }, chatId)
    const racing = await Promise.all(
      ['one', 'two'].map((text) =>
        post('vendor', 'send-message', { conversationId: chatId, content: text, attachments: [String(raced.body.doc.id)] }),
      ),
    )
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 400])
    // The refused send left no message behind (its group's transaction rolled back).
    const stored = await as('vendor', `/api/messages?depth=0&where[conversation][equals]=${chatId}&where[content][in]=one,two`)
    expect(stored.body.docs).toHaveLength(1)
  })
})
