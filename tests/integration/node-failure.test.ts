import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { io } from 'socket.io-client'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { MessageView } from '../../contracts/workspace'
import { leadModalBody, offerCheckoutBody, paymentSucceededEvent } from '../support/load-payloads'
import { startCluster, type Cluster } from '../support/cluster'
import { DEMO_PASSWORD } from '../support/server'
import { PEOPLE, type WorkspaceSocket } from '../support/workspace'
import { signIn } from '../support/sign-in'

/**
 * Issue 17, "faults lose nothing": two nodes on one PostgreSQL and one Redis take a mixed
 * load (create-lead, track-funnel-event, message:send, payment webhooks) spread over both;
 * node A is killed with SIGKILL in the middle. The clients act as a load balancer and real
 * clients would: a request that could not reach A goes to B, and what is idempotent
 * (funnel event ids, clientMessageIds, webhook event ids) is retried with the same key until
 * it is acknowledged. Afterwards the database holds exactly what was acknowledged, once.
 */
const WEBHOOK_SECRET = `whsec_node_failure_${randomBytes(8).toString('hex')}`
const LOAD_MS = 9_000
const KILL_AT_MS = 4_000
/** How long a retried request may keep trying before the test gives up on it. */
const RETRY_FOR_MS = 40_000
const run = randomBytes(3).toString('hex')
/** How long a tab waits for a message missing before one it got, before it asks the database. */
const GAP_WAIT_MS = 1_000
/** clientMessageIds acknowledged only when sent again (the first try had no answer). */
const sentAgain = new Set<string>()
/** clientMessageIds node A acknowledged (it may have died before its push reached the other node). */
const ackedByA = new Set<string>()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let cluster: Cluster
let nodeA: string
let nodeB: string

/**
 * What a load balancer does: spreads requests over the nodes it believes alive, and takes a
 * node out once a connection to it is refused.
 */
class Balancer {
  private next = 0
  readonly down = new Set<string>()
  constructor(private readonly urls: string[]) {}
  pick(): string {
    const alive = this.urls.filter((url) => !this.down.has(url))
    if (alive.length === 0) throw new Error('no node is alive')
    return alive[this.next++ % alive.length]!
  }
}
let balancer: Balancer

type Attempt = { node: string; status: number; text: string; location: string | null } | { node: string; error: 'refused' | 'lost' }

/** One POST. 'refused': nothing reached the node; 'lost': it may have, and no answer came. */
async function post(path: string, body: string, headers: Record<string, string> = {}, node = balancer.pick()): Promise<Attempt> {
  try {
    const res = await fetch(`${node}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      redirect: 'manual',
    })
    return { node, status: res.status, text: await res.text(), location: res.headers.get('location') }
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code
    if (code === 'ECONNREFUSED') {
      balancer.down.add(node)
      return { node, error: 'refused' }
    }
    return { node, error: 'lost' }
  }
}

const ok = (attempt: Attempt): boolean => 'status' in attempt && attempt.status < 300

/** An idempotent request, sent again (to whichever node is alive) until a node answers 2xx. */
async function untilAcknowledged(path: string, makeBody: () => { body: string; headers?: Record<string, string> }): Promise<string> {
  const until = Date.now() + RETRY_FOR_MS
  for (;;) {
    const { body, headers } = makeBody()
    const attempt = await post(path, body, headers)
    if (ok(attempt)) return attempt.node
    // A refusal of the request itself would be refused again: only a failure is worth a retry.
    if ('status' in attempt && attempt.status < 500) throw new Error(`${path} answered ${attempt.status}`)
    if (Date.now() > until) throw new Error(`${path} was never acknowledged: ${JSON.stringify(attempt)}`)
    await sleep(100)
  }
}

/** Runs `work` in `workers` loops until the load ends. */
async function during(endsAt: number, workers: number, work: (n: number) => Promise<void>, pauseMs: number) {
  let n = 0
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < endsAt) {
        await work(n++)
        await sleep(pauseMs)
      }
    }),
  )
}

const countBy = <T>(items: T[], key: (item: T) => string) => {
  const counts = new Map<string, number>()
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1)
  return counts
}

/**
 * A workspace tab: its socket is on one node; when that node goes away it connects to
 * another (as a load balancer would route it) and joins its conversations again from the
 * last sequence it holds without a gap, so the database fills in what it missed.
 */
class ChatClient {
  socket!: WorkspaceSocket
  node = ''
  /** Per conversation, the messages shown, by sequence (as web/workspace/useConversation.ts merges them). */
  readonly shown = new Map<string, Map<number, MessageView>>()
  /** Ids pushed live (message:new) more than once. */
  readonly pushedTwice: string[] = []
  private readonly pushed = new Set<string>()
  reconnects = 0
  replayedAfterReconnect = 0
  /** Messages this tab got only by joining again after it saw a gap in the sequences. */
  readonly filledGaps: MessageView[] = []
  private connecting: Promise<void> | undefined
  private closing = false
  readonly gapFills: Promise<void>[] = []

  constructor(
    readonly name: string,
    private readonly token: string,
    private readonly conversations: string[],
  ) {
    for (const id of conversations) this.shown.set(id, new Map())
  }

  /** The highest sequence up to which this tab holds every message. */
  private contiguous(conversationId: string): number {
    const held = this.shown.get(conversationId)!
    let sequence = 0
    while (held.has(sequence + 1)) sequence++
    return sequence
  }

  private show(messages: MessageView[]): MessageView[] {
    const added: MessageView[] = []
    for (const message of messages) {
      const held = this.shown.get(message.conversationId)!
      const already = held.get(message.sequence)
      if (already && already.id !== message.id)
        throw new Error(`${this.name}: sequence ${message.sequence} is two messages (${already.id}, ${message.id})`)
      if (!already) added.push(message)
      held.set(message.sequence, message)
    }
    return added
  }

  /** Joins conversations again from what it holds without a gap; answers what that added. */
  async catchUp(conversations = this.conversations): Promise<MessageView[]> {
    const added: MessageView[] = []
    for (const conversationId of conversations) {
      const answer = await this.socket.timeout(10_000).emitWithAck('conversation:join', {
        conversationId,
        afterSequence: this.contiguous(conversationId),
      })
      if (!('data' in answer)) throw new Error(`${this.name}: join refused: ${answer.error}`)
      added.push(...this.show(answer.data.messages))
    }
    return added
  }

  /**
   * A live message beyond the next sequence: the one before it may still be on its way from
   * another node, so wait a moment, then ask the database for whatever is still missing.
   */
  private async fillGap(conversationId: string) {
    await sleep(GAP_WAIT_MS)
    const missing = this.shown.get(conversationId)!
    const highest = Math.max(...missing.keys())
    if (this.contiguous(conversationId) >= highest) return
    await this.ready()
    this.filledGaps.push(...(await this.catchUp([conversationId])))
  }

  async connect(node: string): Promise<void> {
    const socket: WorkspaceSocket = io(node, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: { token: this.token },
    })
    await new Promise<void>((resolve, reject) => {
      socket.once('session:ready', () => resolve())
      socket.once('connect_error', (error) => {
        socket.close()
        reject(error)
      })
    })
    this.socket = socket
    this.node = node
    socket.on('message:new', (message) => {
      if (this.pushed.has(message.id)) this.pushedTwice.push(message.id)
      this.pushed.add(message.id)
      const gap = message.sequence > this.contiguous(message.conversationId) + 1
      this.show([message])
      if (gap) this.gapFills.push(this.fillGap(message.conversationId))
    })
    socket.on('disconnect', () => {
      if (!this.closing) this.connecting = this.reconnect()
    })
    const added = await this.catchUp()
    if (this.reconnects > 0) this.replayedAfterReconnect += added.length
  }

  private async reconnect(): Promise<void> {
    this.reconnects++
    const until = Date.now() + RETRY_FOR_MS
    for (;;) {
      const node = balancer.pick()
      try {
        await this.connect(node)
        return
      } catch {
        balancer.down.add(node)
        if (Date.now() > until) throw new Error(`${this.name} could not reconnect`)
        await sleep(100)
      }
    }
  }

  /** Connected (again) and joined. */
  async ready(): Promise<void> {
    while (this.connecting) {
      const connecting = this.connecting
      await connecting
      if (this.connecting === connecting) this.connecting = undefined
    }
  }

  /** message:send with a client-made id, sent again with the same id until acknowledged. */
  async send(conversationId: string, content: string, clientMessageId: string): Promise<MessageView> {
    const until = Date.now() + RETRY_FOR_MS
    for (let attempt = 1; ; attempt++) {
      await this.ready()
      const answer = await this.socket
        .timeout(5_000)
        .emitWithAck('message:send', { conversationId, content, clientMessageId })
        .catch(() => undefined)
      if (answer && 'data' in answer) {
        this.show([answer.data.message])
        if (attempt > 1) sentAgain.add(clientMessageId)
        if (this.node === nodeA) ackedByA.add(clientMessageId)
        return answer.data.message
      }
      if (Date.now() > until) throw new Error(`${this.name}: ${clientMessageId} was never acknowledged`)
      await sleep(100)
    }
  }

  close() {
    this.closing = true
    this.socket?.close()
  }
}

describe.skipIf(inject('databaseKind') !== 'postgres')('a node killed with SIGKILL under load', () => {
  const clients: ChatClient[] = []
  let db: pg.Client

  beforeAll(async () => {
    cluster = await startCluster({ env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } })
    ;[nodeA, nodeB] = cluster.nodes.map((node) => node.url) as [string, string]
    balancer = new Balancer([nodeA, nodeB])
    db = new pg.Client({ connectionString: cluster.databaseUrl })
    await db.connect()
  })

  afterAll(async () => {
    for (const client of clients) client.close()
    await db?.end()
    await cluster?.stop()
  })

  it('stores what was acknowledged, each once, and the tabs of the dead node get what they missed', async () => {
    const stripe = new Stripe('sk_test_unused')
    const [agencyToken, vendorToken, clientToken] = await Promise.all(
      [PEOPLE.agencyA, PEOPLE.vendor, PEOPLE.client].map((email) => signIn(nodeA, email, DEMO_PASSWORD)),
    )
    // The seeded conversations: the agency and the vendor in both, the client in the three-way chat.
    const { rows: conversations } = await db.query<{ id: number; type: string }>('SELECT id, type FROM conversations ORDER BY id')
    const inquiry = String(conversations.find((c) => c.type === 'vendor_agency')!.id)
    const chat = String(conversations.find((c) => c.type === 'three_way_chat')!.id)

    const agencyOnA = new ChatClient('agency on A', agencyToken!, [inquiry, chat])
    const clientOnA = new ChatClient('client on A', clientToken!, [chat])
    const vendorOnB = new ChatClient('vendor on B', vendorToken!, [inquiry, chat])
    const agencyOnB = new ChatClient('agency on B', agencyToken!, [inquiry, chat])
    clients.push(agencyOnA, clientOnA, vendorOnB, agencyOnB)
    await Promise.all([agencyOnA.connect(nodeA), clientOnA.connect(nodeA), vendorOnB.connect(nodeB), agencyOnB.connect(nodeB)])

    const acknowledged = {
      leads: new Map<string, string>(), // email → node that answered 2xx
      leadsUnanswered: new Set<string>(), // sent, and no 2xx came (the node may have stored it)
      funnelEvents: new Map<string, string>(),
      webhookEvents: new Map<string, string>(),
      messages: new Map<string, MessageView>(), // clientMessageId → the acknowledged message
      orders: new Map<string, string>(), // checkout session id → node whose card page answered it paid
      ordersUnanswered: new Set<string>(),
    }
    const killedAt = Date.now() + KILL_AT_MS
    const endsAt = Date.now() + LOAD_MS
    const beforeKill = (node: string) => node === nodeA

    const leads = during(
      endsAt,
      3,
      async (n) => {
        const email = `node-failure-${run}-${n}@leads.example.com`
        const body = JSON.stringify(leadModalBody(email, `node-failure-${run}-${n}`))
        // create-lead has no idempotency key: only a request that never reached a node is sent again.
        for (;;) {
          const attempt = await post('/fn/create-lead', body)
          if (ok(attempt)) acknowledged.leads.set(email, attempt.node)
          else if ('error' in attempt && attempt.error === 'refused') continue
          else acknowledged.leadsUnanswered.add(email)
          return
        }
      },
      60,
    )

    const funnel = during(
      endsAt,
      2,
      async (n) => {
        const events = Array.from({ length: 3 }, (_, i) => ({
          event_id: `nf_${run}_${n}_${i}`,
          event_type: 'page_view',
          event_data: {},
          occurred_at: new Date().toISOString(),
        }))
        const body = JSON.stringify({
          session_id: `node-failure-${run}-${n}`,
          lead_id: null,
          events,
          page_url: 'http://localhost/',
          scroll_depth: 10,
          time_on_page: 1000,
        })
        const node = await untilAcknowledged('/fn/track-funnel-event', () => ({ body }))
        for (const event of events) acknowledged.funnelEvents.set(event.event_id, node)
      },
      60,
    )

    const webhooks = during(
      endsAt,
      2,
      async (n) => {
        const event = paymentSucceededEvent(`evt_nf_${run}_${n}`, `pi_nf_${run}_${n}`)
        const body = JSON.stringify(event)
        // Signed again for each delivery, as the provider does.
        const node = await untilAcknowledged('/webhooks/stripe', () => ({
          body,
          headers: { 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }) },
        }))
        acknowledged.webhookEvents.set(event.id, node)
      },
      80,
    )

    // $97 offer orders through the local payment provider: its checkout, then its hosted card
    // page; the provider's webhook outbox (in the database) delivers checkout.session.completed
    // from whichever node is alive, so a payment taken by A just before it died is applied by B.
    const placeOrder = async (key: string, node?: string) => {
      const opened = await post(
        '/fn/create-checkout',
        JSON.stringify(offerCheckoutBody(`node-failure-${run}-${key}@orders.example.com`, 'Node Failure')),
        {},
        node,
      )
      // Not idempotent: a checkout that was not answered is left open, as a visitor would leave it.
      if (!('status' in opened) || opened.status !== 200) return
      const sessionId = new URL((JSON.parse(opened.text) as { url: string }).url).pathname.split('/').pop()!
      const card = new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Node Failure' })
      for (;;) {
        const paid = await post(
          `/pay/checkout/${sessionId}`,
          card.toString(),
          { 'content-type': 'application/x-www-form-urlencoded' },
          node,
        )
        if ('error' in paid && paid.error === 'refused') continue
        if ('status' in paid && paid.status === 303 && paid.location?.includes('/offer/success'))
          acknowledged.orders.set(sessionId, paid.node)
        else acknowledged.ordersUnanswered.add(sessionId)
        return sessionId
      }
    }
    const orders = during(endsAt, 1, (n) => placeOrder(String(n)).then(() => undefined), 100)

    const chatting = Promise.all(
      [
        [agencyOnA, [inquiry, chat]],
        [clientOnA, [chat]],
        [vendorOnB, [inquiry, chat]],
      ].map(([sender, into]) =>
        during(
          endsAt,
          1,
          async (n) => {
            const conversationId = (into as string[])[n % (into as string[]).length]!
            const clientMessageId = `nf-${run}-${(sender as ChatClient).name.replace(/ /g, '-')}-${n}`
            const message = await (sender as ChatClient).send(
              conversationId,
              `message ${n} from ${(sender as ChatClient).name}`,
              clientMessageId,
            )
            acknowledged.messages.set(clientMessageId, message)
          },
          120,
        ),
      ),
    )

    await sleep(killedAt - Date.now())
    const nodeAAcknowledged = {
      leads: [...acknowledged.leads.values()].filter(beforeKill).length,
      funnelEvents: [...acknowledged.funnelEvents.values()].filter(beforeKill).length,
      webhookEvents: [...acknowledged.webhookEvents.values()].filter(beforeKill).length,
      orders: [...acknowledged.orders.values()].filter(beforeKill).length,
    }
    const messagesBeforeKill = acknowledged.messages.size
    // Paid on A at the last moment: A dies with their webhooks queued or on the wire.
    const paidOnAAtTheEnd = await Promise.all([placeOrder('last-0', nodeA), placeOrder('last-1', nodeA)])
    cluster.nodes[0]!.process.kill('SIGKILL')
    const killedAtTime = new Date()
    await Promise.all([leads, funnel, webhooks, chatting, orders])

    // The load reached both nodes before the kill, and B carried it on after.
    expect(nodeAAcknowledged.leads).toBeGreaterThan(0)
    expect(nodeAAcknowledged.funnelEvents).toBeGreaterThan(0)
    expect(nodeAAcknowledged.webhookEvents).toBeGreaterThan(0)
    expect(messagesBeforeKill).toBeGreaterThan(0)
    expect(acknowledged.messages.size).toBeGreaterThan(messagesBeforeKill)
    expect([...acknowledged.leads.values()].filter((node) => node === nodeB).length).toBeGreaterThan(nodeAAcknowledged.leads / 4)
    expect(balancer.down).toEqual(new Set([nodeA]))

    // Leads: every acknowledged one stored once; nothing stored that was not sent. A paid
    // checkout of an address with no lead stores an 'email_confirmation' lead, the address's
    // consent record (decision 107): not a create-lead, so not counted here.
    const { rows: leadRows } = await db.query<{ email: string; count: string }>(
      "SELECT email, count(*) FROM leads WHERE email LIKE $1 AND lead_type IS DISTINCT FROM 'email_confirmation' GROUP BY email",
      [`node-failure-${run}-%`],
    )
    const storedLeads = new Map(leadRows.map((row) => [row.email, Number(row.count)]))
    expect([...storedLeads.values()].filter((count) => count !== 1)).toEqual([])
    expect([...acknowledged.leads.keys()].filter((email) => !storedLeads.has(email))).toEqual([])
    // A lead whose answer was lost with node A may have been stored; no other may.
    expect([...storedLeads.keys()].filter((email) => !acknowledged.leads.has(email) && !acknowledged.leadsUnanswered.has(email))).toEqual(
      [],
    )
    expect(acknowledged.leadsUnanswered.size).toBeLessThanOrEqual(3)

    // Funnel events and webhook events: retried with the same ids, so exactly the acknowledged ones, once.
    const { rows: eventRows } = await db.query<{ event_id: string; count: string }>(
      'SELECT event_id, count(*) FROM funnel_events WHERE event_id LIKE $1 GROUP BY event_id',
      [`nf_${run}_%`],
    )
    expect(eventRows.filter((row) => row.count !== '1')).toEqual([])
    expect(eventRows.map((row) => row.event_id).sort()).toEqual([...acknowledged.funnelEvents.keys()].sort())

    const { rows: webhookRows } = await db.query<{ event_id: string; count: string }>(
      'SELECT event_id, count(*) FROM payment_events WHERE event_id LIKE $1 GROUP BY event_id',
      [`evt_nf_${run}_%`],
    )
    expect(webhookRows.filter((row) => row.count !== '1')).toEqual([])
    expect(webhookRows.map((row) => row.event_id).sort()).toEqual([...acknowledged.webhookEvents.keys()].sort())
    const { rows: paymentRows } = await db.query<{ payment_intent_id: string; count: string }>(
      'SELECT payment_intent_id, count(*) FROM payments WHERE payment_intent_id LIKE $1 GROUP BY payment_intent_id',
      [`pi_nf_${run}_%`],
    )
    expect(paymentRows.filter((row) => row.count !== '1')).toEqual([])
    expect(paymentRows.map((row) => row.payment_intent_id).sort()).toEqual(
      [...acknowledged.webhookEvents.keys()].map((id) => id.replace('evt_', 'pi_')).sort(),
    )

    // Orders: every one whose payment was acknowledged is paid, once, by one applied
    // checkout.session.completed, including those whose webhook node A had queued or was
    // delivering when it died (node B takes the delivery over once A's lease on it ends).
    const paidOrders = async () =>
      (
        await db.query<{ checkout_session_id: string; status: string }>(
          'SELECT checkout_session_id, status FROM orders WHERE email LIKE $1',
          [`node-failure-${run}-%`],
        )
      ).rows
    const until = Date.now() + 90_000
    let orderRows = await paidOrders()
    const paidOnes = () => orderRows.filter((row) => row.status === 'paid').map((row) => row.checkout_session_id)
    while ([...acknowledged.orders.keys()].some((id) => !paidOnes().includes(id)) && Date.now() < until) {
      await sleep(500)
      orderRows = await paidOrders()
    }
    expect([...countBy(orderRows, (row) => row.checkout_session_id).values()].filter((count) => count !== 1)).toEqual([])
    expect([...acknowledged.orders.keys()].filter((id) => !paidOnes().includes(id))).toEqual([])
    expect(paidOnes().filter((id) => !acknowledged.orders.has(id) && !acknowledged.ordersUnanswered.has(id))).toEqual([])
    const { rows: completions } = await db.query<{ object_id: string; count: string }>(
      "SELECT object_id, count(*) FROM payment_events WHERE type = 'checkout.session.completed' AND object_id = ANY($1) GROUP BY object_id",
      [orderRows.map((row) => row.checkout_session_id)],
    )
    expect(completions.filter((row) => row.count !== '1')).toEqual([])
    expect(completions.map((row) => row.object_id).sort()).toEqual(paidOnes().sort())
    for (const sessionId of paidOnAAtTheEnd) expect(acknowledged.orders.get(sessionId!)).toBe(nodeA)
    const { rows: lastOnes } = await db.query<{ object_id: string; created_at: Date }>(
      "SELECT object_id, created_at FROM payment_events WHERE type = 'checkout.session.completed' AND object_id = ANY($1)",
      [paidOnAAtTheEnd],
    )
    const appliedByBAfterTheKill = lastOnes.filter((row) => row.created_at > killedAtTime).length

    // Messages: the acknowledged ones, once each, as acknowledged (id and sequence).
    const { rows: messageRows } = await db.query<{ id: number; conversation_id: number; sequence: string; client_message_id: string }>(
      'SELECT id, conversation_id, sequence, client_message_id FROM messages WHERE conversation_id = ANY($1) ORDER BY conversation_id, sequence',
      [[Number(inquiry), Number(chat)]],
    )
    const ours = messageRows.filter((row) => row.client_message_id.startsWith(`nf-${run}-`))
    expect([...countBy(ours, (row) => row.client_message_id).values()].filter((count) => count !== 1)).toEqual([])
    expect(ours.map((row) => row.client_message_id).sort()).toEqual([...acknowledged.messages.keys()].sort())
    for (const row of ours) {
      const message = acknowledged.messages.get(row.client_message_id)!
      expect({ id: message.id, sequence: message.sequence }).toEqual({ id: String(row.id), sequence: Number(row.sequence) })
    }

    // The tabs of node A moved to B and were given what they missed from the database.
    for (const client of [agencyOnA, clientOnA]) {
      expect(client.reconnects, client.name).toBe(1)
      expect(client.node, client.name).toBe(nodeB)
    }
    // Each tab shows every message of its conversations once, in sequence order, from what
    // reached it live, by replay after a reconnect, and by joining again after a gap; a last
    // join adds nothing. A tab that stayed on B saw a gap only for a message node A stored and
    // died before pushing to B: one its sender then sent again to B (stored once, so not pushed
    // again), or one A acknowledged in its last moment.
    const filledGaps: Record<string, string[]> = {}
    for (const client of clients) {
      await client.ready()
      await Promise.all(client.gapFills)
      expect(await client.catchUp(), client.name).toEqual([])
      expect(client.pushedTwice, client.name).toEqual([])
      filledGaps[client.name] = client.filledGaps.map((message) => message.clientMessageId)
      if (client.reconnects === 0)
        expect(
          filledGaps[client.name]!.filter((id) => !sentAgain.has(id)),
          client.name,
        ).toEqual([])
      for (const [conversationId, held] of client.shown) {
        const stored = messageRows.filter((row) => String(row.conversation_id) === conversationId)
        const sequences = [...held.keys()].sort((a, b) => a - b)
        expect(
          sequences.map((sequence) => held.get(sequence)!.id),
          `${client.name} in ${conversationId}`,
        ).toEqual(stored.map((row) => String(row.id)))
        expect(sequences).toEqual(stored.map((_, i) => i + 1))
      }
    }
    console.info(
      JSON.stringify({
        acknowledged: {
          leads: acknowledged.leads.size,
          leadsUnanswered: acknowledged.leadsUnanswered.size,
          funnelEvents: acknowledged.funnelEvents.size,
          webhookEvents: acknowledged.webhookEvents.size,
          messages: acknowledged.messages.size,
          orders: acknowledged.orders.size,
          ordersUnanswered: acknowledged.ordersUnanswered.size,
        },
        nodeAAcknowledged,
        sentAgain: sentAgain.size,
        appliedByBAfterTheKill,
        replayedAfterReconnect: Object.fromEntries(clients.map((client) => [client.name, client.replayedAfterReconnect])),
        filledGaps,
      }),
    )
  }, 240_000)
})
