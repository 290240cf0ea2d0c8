import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MessageView } from '../../contracts/workspace'
import { api, login } from '../support/api'
import { as, graphql, socketFor, tokenOf, type WorkspaceSocket } from '../support/workspace'

/**
 * "Invite Client" turns an agency's thread with a vendor into a three-way chat. The invited
 * client reads it from the moment they join: the agency's questions to the vendor before that
 * stay theirs, on every door that reads messages (issue 38, docs/decisions/111).
 */
const BEFORE = ['Agency to vendor: what would a second client in another city cost?', 'Vendor to agency: about $2k a month.']
const AFTER = ['Agency: welcome to the chat!', 'Client: thanks, glad to be here.']

let agency: { token: string }
let vendor: { token: string }
let client: { token: string }
let conversationId: string
const sockets: WorkspaceSocket[] = []

const send = (who: { token: string }, content: string) =>
  as(who, '/fn/send-message', { method: 'POST', body: { conversationId, content } }).then((answer) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body.message as MessageView
  })

beforeAll(async () => {
  const email = `history-${randomBytes(6).toString('hex')}@example.com`
  await api('/api/users', { method: 'POST', body: { email, password: 'history-password' } })
  agency = { token: await login(email, 'history-password') }
  vendor = { token: (await tokenOf('vendor'))! }
  const vendorId = (await as(vendor, '/api/users/me')).body.user.id
  const products = (await as(agency, '/api/vendor-products?depth=0&limit=100')).body.docs as { id: number; vendor: number }[]
  const product = products.find((candidate) => String(candidate.vendor) === String(vendorId))!
  const started = await as(agency, '/fn/create-conversation', {
    method: 'POST',
    body: { productId: product.id, subject: 'Supplier questions' },
  })
  conversationId = String(started.body.conversationId)
  await send(agency, BEFORE[0]!)
  await send(vendor, BEFORE[1]!)

  const invited = await as(agency, '/fn/invite-client', {
    method: 'POST',
    body: { conversationId, clientEmail: `client-${randomBytes(6).toString('hex')}@example.com` },
  })
  const joined = await api('/fn/accept-invitation', {
    method: 'POST',
    body: { token: new URL(invited.body.magicLink).searchParams.get('token') },
  })
  expect(joined.status).toBe(200)
  client = { token: joined.body.token }
  await send(agency, AFTER[0]!)
  await send(client, AFTER[1]!)
})

afterAll(() => {
  for (const socket of sockets) socket.disconnect()
})

describe('a client invited into a thread with earlier messages', () => {
  it('reads only what was sent after they joined, over REST', async () => {
    const listed = await as(client, `/api/messages?where[conversation][equals]=${conversationId}&sort=sequence&depth=0`)
    expect(listed.status).toBe(200)
    expect(listed.body.docs.map((message: { content: string }) => message.content)).toEqual(AFTER)

    // Asked for by id, an earlier message is not there for them.
    const all = (await as(agency, `/api/messages?where[conversation][equals]=${conversationId}&sort=sequence&depth=0`)).body.docs
    expect(all.map((message: { content: string }) => message.content)).toEqual([...BEFORE, ...AFTER])
    expect((await as(client, `/api/messages/${all[0].id}`)).status).toBe(404)
    expect((await as(client, `/api/messages/count?where[conversation][equals]=${conversationId}`)).body.totalDocs).toBe(AFTER.length)
  })

  it('reads only what was sent after they joined, over GraphQL', async () => {
    const answer = await graphql(
      client,
      `{ Messages(sort: "sequence", where: { conversation: { equals: ${JSON.stringify(Number(conversationId) || conversationId)} } }) { docs { content } } }`,
    )
    expect(answer.body.errors).toBeUndefined()
    expect(answer.body.data.Messages.docs.map((message: { content: string }) => message.content)).toEqual(AFTER)
  })

  it("replays only what was sent after they joined on the socket, and the vendor's new words reach them", async () => {
    const socket = await socketFor(client.token)
    sockets.push(socket)
    const joined = await socket.timeout(10_000).emitWithAck('conversation:join', { conversationId, afterSequence: 0 })
    expect('data' in joined && joined.data.messages.map((message: MessageView) => message.content)).toEqual(AFTER)

    const arrived = new Promise<MessageView>((resolve) => socket.on('message:new', resolve))
    await send(vendor, 'Vendor: the first report goes out Monday.')
    expect((await arrived).content).toBe('Vendor: the first report goes out Monday.')
  })

  it('leaves the agency and the vendor the whole thread', async () => {
    for (const member of [agency, vendor]) {
      const listed = await as(member, `/api/messages?where[conversation][equals]=${conversationId}&sort=sequence&depth=0&limit=2`)
      expect(listed.body.docs.map((message: { content: string }) => message.content)).toEqual(BEFORE)
    }
  })
})
