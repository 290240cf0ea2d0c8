import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ERRORS, type ErrorCode } from '../../contracts/errors'
import { FUNCTIONS, type FunctionName } from '../../contracts/functions'
import { serverFunctions } from '../../server/functions/registry'
import { api, baseUrl } from '../support/api'
import { hostileInputs, type Known } from '../support/hostile-inputs'
import { leadModalBody, offerCheckoutBody } from '../support/load-payloads'

/**
 * Issue 38: no input from an anonymous caller moves an experiment's results, a payment or order,
 * or another person's data. Every function the registry marks public gets inputs shaped by its
 * own contract, with every text drawn from the victims' ids and addresses, attack strings or
 * random; the invariants are read as the admin before and after.
 */
type Doc = Record<string, any>
const PUBLIC = (Object.keys(serverFunctions) as FunctionName[]).filter((name) => serverFunctions[name].auth === 'public')

const victim = { email: `victim-${randomUUID()}@example.com`, leadEmail: `victim-lead-${randomUUID()}@example.com` } as Record<
  string,
  string
>

const asAdmin = async (path: string) => (await api(path, { as: 'admin' })).body
const docs = async (collection: string, where = '') =>
  ((await asAdmin(`/api/${collection}?depth=0&limit=500&sort=createdAt${where}`)).docs as Doc[]).map(({ updatedAt, ...doc }) => doc)

/** What no anonymous call may change: each arm's users and conversions, the victims' rows, every payment. */
async function invariants() {
  const results = (await api('/fn/experiment-results', { method: 'POST', as: 'admin', body: {} })).body as {
    experiments: { key: string; variations: { users: number }[]; metrics: { conversions?: number[] }[] }[]
  }
  return {
    experiments: results.experiments.map((experiment) => ({
      key: experiment.key,
      users: experiment.variations.map((variation) => variation.users),
      conversions: experiment.metrics.map((metric) => metric.conversions ?? []),
    })),
    payments: await docs('payments'),
    order: await docs('orders', `&where[checkout_session_id][equals]=${victim.sessionId}`),
    lead: await docs('leads', `&where[id][equals]=${victim.leadId}`),
    agency: (await asAdmin('/api/users?depth=0&where[email][equals]=agency@example.com')).docs.map(({ updatedAt, ...doc }: Doc) => doc),
  }
}

beforeAll(async () => {
  // A visitor who left a lead, then bought the $97 offer on the local provider's page.
  const visitor = randomUUID()
  const lead = await api('/fn/create-lead', {
    method: 'POST',
    body: leadModalBody(victim.leadEmail),
    headers: { cookie: `vid=${visitor}` },
  })
  victim.leadId = String(lead.body.leadId)
  const checkout = await api('/fn/create-checkout', {
    method: 'POST',
    body: offerCheckoutBody(victim.email, 'Vic Tim'),
    headers: { cookie: `vid=${visitor}` },
  })
  victim.sessionId = new URL(checkout.body.url).pathname.split('/').pop()!
  const paid = await fetch(checkout.body.url, {
    method: 'POST',
    body: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12 / 34', cvc: '123', name: 'Vic Tim' }),
    redirect: 'manual',
  })
  expect(paid.status).toBe(303)
  const order = await vi.waitFor(
    async () => {
      const [found] = await docs('orders', `&where[checkout_session_id][equals]=${victim.sessionId}`)
      if (found?.status !== 'paid') throw new Error('the order is not paid yet')
      return found
    },
    { timeout: 20_000, interval: 250 },
  )
  victim.orderId = String(order.id)
  // Its payment too (a later webhook event): the snapshots compare a settled purchase.
  await vi.waitFor(
    async () => {
      const payments = await docs('payments', `&where[email][equals]=${encodeURIComponent(victim.email)}`)
      if (payments.length === 0) throw new Error('the payment is not recorded yet')
    },
    { timeout: 20_000, interval: 250 },
  )
})

describe('anonymous callers of every public function', () => {
  it('lists the public functions of the registry', () => {
    expect(PUBLIC).toContain('create-lead')
    expect(PUBLIC).toContain('process-one-click-upsell')
    expect(PUBLIC.every((name) => name in FUNCTIONS)).toBe(true)
  })

  it.each(PUBLIC)(
    '%s: hostile inputs move no experiment, payment, order or other person’s data, and echo no one’s e-mail',
    async (name) => {
      // The thank-you URL's session id, the buyer's and the lead's e-mails, the ids: what a stranger may hold.
      const known: Known = [
        { fits: /session/i, value: victim.sessionId },
        { fits: /e-?mail/i, value: victim.email },
        { fits: /e-?mail/i, value: victim.leadEmail },
        { fits: /e-?mail/i, value: 'agency@example.com' },
        { fits: /lead/i, value: victim.leadId },
        { fits: /order|^id$/i, value: victim.orderId },
      ]
      const before = await invariants()
      const leaked: string[] = []
      await fc.assert(
        fc.asyncProperty(hostileInputs(FUNCTIONS[name].input, known), fc.constantFrom(undefined, randomUUID()), async (input, vid) => {
          const res = await fetch(`${baseUrl()}/fn/${name}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(vid ? { cookie: `vid=${vid}` } : {}) },
            body: JSON.stringify(input),
          })
          const text = await res.text()
          // A refusal is one of the catalogue's (a 502 of the upsell or a 503 of voice is designed); never a crash.
          if (!res.ok) {
            const { code } = JSON.parse(text) as { code: ErrorCode }
            expect({ status: res.status, code }, JSON.stringify(input).slice(0, 300)).toEqual({ status: ERRORS[code]?.status, code })
            expect(code).not.toBe('INTERNAL')
          }
          for (const email of [victim.email, victim.leadEmail, 'agency@example.com'])
            if (text.toLowerCase().includes(email.toLowerCase())) leaked.push(`${email} in ${text.slice(0, 200)}`)
        }),
        // Seeded: a failure names its input and replays; the size keeps the file near 30 s.
        { numRuns: 25, seed: 38, endOnFailure: true },
      )
      expect(leaked).toEqual([])
      expect(await invariants()).toEqual(before)
    },
  )
})
