import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { MemoryStore } from '../../server/integrations/stripe/local/memory-store'
import { WebhookOutbox } from '../../server/integrations/stripe/local/webhook-outbox'

/**
 * The webhook outbox of several nodes over one store (the database in the product): each
 * delivery attempt is made by one node, in order, and an attempt claimed by a node that died
 * is taken over once its lease runs out. A real HTTP endpoint receives them.
 */
const SECRET = 'whsec_outbox_unit'
let receiver: http.Server | undefined
const outboxes: WebhookOutbox[] = []

afterEach(async () => {
  for (const outbox of outboxes.splice(0)) outbox.stop()
  await new Promise((resolve) => (receiver ? receiver.close(resolve) : resolve(undefined)))
  receiver = undefined
})

/** A webhook endpoint; it answers 500 to the events `refuses` names for as long as they are in it. */
async function endpoint(refuses = new Set<string>()): Promise<{ url: string; received: string[] }> {
  const received: string[] = []
  receiver = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const { id } = JSON.parse(body) as { id: string }
      if (refuses.has(id)) return void res.writeHead(500).end('{}')
      received.push(id)
      res.end('{}')
    })
  })
  await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/stripe`, received }
}

/** The recovery lines the nodes said (issue 45: a lease taken over, a webhook delivered again). */
const said: { facts: Record<string, unknown>; message: string }[] = []
const recoveries = { info: (facts: Record<string, unknown>, message: string) => void said.push({ facts, message }) }

function node(store: MemoryStore, url: string, leaseMs = 10_000) {
  const outbox = new WebhookOutbox(store, { secret: SECRET, url: () => url, retryBaseMs: 20, leaseMs, pollMs: 10, recoveries })
  outboxes.push(outbox)
  return outbox
}

async function queueEvents(store: MemoryStore, outbox: WebhookOutbox, count: number): Promise<string[]> {
  const ids: string[] = []
  for (let n = 0; n < count; n++) {
    const id = `evt_${n}`
    await store.put({ id, object: 'event', type: 'payment_intent.succeeded', created: n, data: { object: {} } })
    await outbox.enqueue(id)
    ids.push(id)
  }
  return ids
}

describe('the webhook outbox on several nodes', () => {
  it('delivers each event once and in order, whichever of three nodes picks it up', async () => {
    const store = new MemoryStore()
    const { url, received } = await endpoint()
    const [a, b, c] = [node(store, url), node(store, url), node(store, url)]
    for (const outbox of [a, b, c]) outbox.start()
    const ids = await queueEvents(store, a, 30)
    await a.drained(10_000)
    expect(received).toEqual(ids)
    // Every node took part or could have: the attempts they made add up to one per event.
    expect([a, b, c].reduce((sum, outbox) => sum + outbox.attempts.length, 0)).toBe(30)
  })

  it('takes over an attempt claimed by a node that died, once its lease has run out', async () => {
    const store = new MemoryStore()
    const { url, received } = await endpoint()
    const [id] = await queueEvents(store, node(store, url), 1)
    // The dead node: it claimed the first attempt and never finished it.
    const claimed = await store.acquire(`delivery:${id}:0`, 300)
    expect(claimed.acquired).toBe(true)
    const survivor = node(store, url)
    const started = Date.now()
    survivor.start()
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(received).toEqual([])
    await survivor.drained(5_000)
    expect(received).toEqual([id])
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
    // Each recovery is said once, at info.
    expect(said.filter((line) => line.facts.event === id).map((line) => line.message)).toEqual([
      'payment webhook lease ran out: delivery taken over',
      'payment webhook delivered again',
    ])
  })

  it('lets the events behind one the endpoint refuses go out, and delivers it on a later try', async () => {
    const store = new MemoryStore()
    const refuses = new Set(['evt_0'])
    const { url, received } = await endpoint(refuses)
    const outbox = new WebhookOutbox(store, { secret: SECRET, url: () => url, retryBaseMs: 200, pollMs: 10 })
    outboxes.push(outbox)
    outbox.start()
    const ids = await queueEvents(store, outbox, 5)
    await expect.poll(() => received, { timeout: 5_000 }).toEqual(ids.slice(1))
    refuses.clear()
    await outbox.drained(10_000)
    expect(received).toEqual([...ids.slice(1), 'evt_0'])
  })
})
