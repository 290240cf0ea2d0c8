import { createHmac, randomBytes } from 'node:crypto'
import Stripe from 'stripe'
import { expect } from 'vitest'
import { body as stepBody } from '../../seed/content/sequences'
import { offerCheckoutBody } from './load-payloads'
import type { RunningServer } from './server'
import type { ReceivedMail } from './smtp-inbox'

/**
 * What the e-mail sequence tests (tests/integration/sequences*.test.ts) do against a server of
 * their own with an SMTP inbox: call it from a client address, read as the admin, wait, click.
 */
export type SequenceServer = { server: () => RunningServer; adminToken: () => string; received: () => ReceivedMail[] }

export type Enrolment = { status: string; stop_reason?: string; sequence: { slug: string; id: number | string } }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export const newAddress = (what: string) => `${what}-${randomBytes(5).toString('hex')}@example.com`

/** Polls `read` every 50 ms until `ok` holds, or throws after `ms`. */
export async function until<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, what: string, ms = 30_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await read()
    if (ok(value)) return value
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await sleep(50)
  }
}

export const clickLink = (mail: ReceivedMail) => /(http\S+\/email\/click\/[\w.-]+)/.exec(mail.text)![1]!
export const unsubscribeUrl = (mail: ReceivedMail) => /<([^>]+)>/.exec(mail.headers.get('list-unsubscribe') ?? '')![1]!

/** A client address of its own for each call, unless one is given: each spends its own mail budget. */
let lastClient = 0
const nextClient = () => `198.51.${Math.floor(++lastClient / 250) % 250}.${(lastClient % 250) + 1}`

export function sequenceHelpers({ server, adminToken, received }: SequenceServer) {
  /** A call from client address `from` (the server trusts loopback's X-Forwarded-For), as a user when a token is given. */
  async function call(path: string, body: unknown, from = nextClient(), token?: string) {
    const res = await fetch(`${server().url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from, ...(token ? { authorization: `JWT ${token}` } : {}) },
      body: JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as Record<string, any> }
  }

  async function asAdmin(path: string, init: { method?: string; body?: unknown } = {}) {
    const res = await fetch(`${server().url}${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `JWT ${adminToken()}`, 'content-type': 'application/json' },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    })
    return (await res.json()) as Record<string, any>
  }

  const enrolmentsOf = async (email: string) =>
    (await asAdmin(`/api/sequence-enrolments?where[email][equals]=${encodeURIComponent(email)}&depth=1&limit=10`)).docs as Enrolment[]

  /** The address's leads as the admin reads them, with their consent record. */
  const leadsOf = async (email: string) =>
    (await asAdmin(`/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0&limit=10`)).docs as {
      email_confirmed_at?: string | null
      email_confirmed_by?: string | null
    }[]

  /** A sequence as the admin opens it (one document read: each step's figures, and who waits for confirmation). */
  async function sequenceAsAdmin(slug: string) {
    const listed = await asAdmin(`/api/sequences?where[slug][equals]=${slug}&depth=0`)
    return (await asAdmin(`/api/sequences/${listed.docs[0].id}?depth=0`)) as {
      awaiting_confirmation: number
      steps: { sent: number; clicked: number; unsubscribed: number; revenue: number }[]
    }
  }

  /** The sequence e-mails to an address (the shop's receipts carry no List-Unsubscribe-Post). */
  const mailsTo = (email: string) => received().filter((mail) => mail.to === email && mail.headers.has('list-unsubscribe-post'))

  /** A $97 checkout started for `email` (from `from`); paid too when asked (on the local provider's hosted page). */
  async function offerCheckout(email: string, { pay, from }: { pay: boolean; from?: string }) {
    const started = await call('/fn/create-checkout', offerCheckoutBody(email, 'Ada Buyer'), from)
    expect(started.status).toBe(200)
    if (!pay) return started.body.url as string
    const paid = await fetch(started.body.url as string, {
      method: 'POST',
      body: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12 / 34', cvc: '123', name: 'Ada Buyer' }),
      redirect: 'manual',
    })
    expect(paid.status).toBe(303)
    return started.body.url as string
  }

  /** Clicks an e-mail's tracked link, as its reader: the click confirms the address. */
  async function click(mail: ReceivedMail) {
    expect((await fetch(clickLink(mail), { redirect: 'manual' })).status).toBe(302)
  }

  return { call, asAdmin, enrolmentsOf, leadsOf, sequenceAsAdmin, mailsTo, offerCheckout, click }
}

/** A sequence of one e-mail at once to every lead from now on (the body links to /pricing). */
export const oneEmailSequence = (slug: string, subject: string) => ({
  name: slug,
  slug,
  active: true,
  trigger: 'lead_captured',
  stop_on: [],
  sending_window: { from_hour: 0, to_hour: 24, time_zone: 'UTC' },
  steps: [{ delay: 0, delay_unit: 'minutes', subject, body: stepBody({ link: '/pricing', words: 'See the plan' }) }],
})

/** A refund through the local payment provider's API (it speaks Stripe's), whose key derives from the server's secret. */
export function localRefund(serverUrl: string, secret: string, paymentIntent: string) {
  const apiKey = `sk_local_${createHmac('sha256', secret).update('local-payments-api-key').digest('hex').slice(0, 32)}`
  const stripe = new Stripe(apiKey, { host: '127.0.0.1', port: Number(new URL(serverUrl).port), protocol: 'http' })
  return stripe.refunds.create({ payment_intent: paymentIntent })
}
