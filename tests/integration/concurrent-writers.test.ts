import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { api, login, tokenFor } from '../support/api'
import { createVariant, deleteVariant, publishedHomeHeadline, removeCopyTest, startHomeHeadlineTest } from '../support/copy-lab'
import { DEMO } from '../support/server'

/**
 * Payload writes a document's whole row on every update, from the copy it read first. Writers
 * of different fields of one document at the same moment (the admin, functions, webhooks,
 * hooks) must not put back each other's fields: every update locks its row first
 * (collections/hooks/lockRows.ts, docs/decisions/067). Each round sends one write per field,
 * all at once, through REST as an admin and through the Local API of a second Payload in this
 * process (by id, and by `where` as bulk writers do), then reads every field back.
 */
const ROUNDS = 3
/**
 * On SQLite the product runs in one process, whose doors (REST, the functions' Local API) share
 * that process's writer turns (cms/sqlite-client.ts). This file's Local API is a second process,
 * which SQLite's locks only make wait with the event loop blocked (docs/decisions/017): there the
 * writers are the server's, through REST. On PostgreSQL every door writes at once, as two nodes
 * would.
 */
const DOORS: Door[] = inject('databaseKind') === 'postgres' ? ['REST', 'Local API', 'Local API by where'] : ['REST']

let payload: Payload
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'concurrent-writers-outbox-'))

beforeAll(async () => {
  // Set before the config is imported: it reads them once.
  process.env.DATABASE_URL = inject('databaseUrl')
  process.env.PAYLOAD_SECRET = randomBytes(24).toString('hex')
  process.env.OUTBOX_DIR = outbox
  process.env.SERVER_URL = inject('baseUrl')
  // Migrate like `npm start` (already done by the server), never push a development schema.
  Object.assign(process.env, { NODE_ENV: 'production' })
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../cms/payload.config')
  payload = await getPayload({ config, key: 'concurrent-writers' })
  // Signed in before the writers start: Payload's sign-in writes the account's whole row (its
  // sessions) from the copy it read before its transaction, so sign-ins at once drop sessions.
  await tokenFor('admin')
})

afterAll(async () => {
  await payload?.db.destroy?.()
})

type Door = 'REST' | 'Local API' | 'Local API by where'
type Gen = fc.GeneratorValue
/** A field's next value, different from what it holds, so that a lost write shows. */
type Field = (g: Gen, current: unknown) => unknown
type Subject = {
  doors: Door[]
  fields: Record<string, Field>
  /** Makes the document (a global: reads it); returns its id and the way back. */
  setUp: () => Promise<{ id?: string | number; tearDown: () => Promise<unknown> }>
}

const differing = (value: string, current: unknown) => (value === current ? `${value}0` : value)
const word: Field = (g, current) => differing(g(fc.stringMatching, /^[a-z][a-z0-9]{5,11}$/), current)
/** A link field's value: links are checked at save (https, http, mailto, tel or a path, docs/decisions/111). */
const link: Field = (g, current) => differing(`https://example.com/${g(fc.stringMatching, /^[a-z][a-z0-9]{5,11}$/)}`, current)
const oneOf =
  (...options: unknown[]): Field =>
  (g, current) =>
    g(fc.constantFrom, ...options.filter((option) => option !== current))
const flipped: Field = (_g, current) => !current
const whole =
  (min: number, max: number): Field =>
  (g, current) => {
    const value = g(fc.integer, { min, max: max - 1 })
    return value >= Number(current) ? value + 1 : value
  }
const moment: Field = (g, current) => {
  const at = g(fc.date, { min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
  return new Date(at.getTime() === Date.parse(String(current)) ? at.getTime() + 1000 : at.getTime()).toISOString()
}
const figures: Field = (g) => ({ n: g(fc.integer, { min: 1, max: 1_000_000 }), note: g(fc.stringMatching, /^[a-z]{4,8}$/) })

const unique = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`
const REST_AND_LOCAL: Door[] = DOORS
const LOCAL_ONLY: Door[] = DOORS.filter((door) => door !== 'REST')

async function userId(email: string): Promise<number | string> {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0 })
  return docs[0]!.id
}

/** A collection's document made through the Local API, deleted afterwards. */
const made = (collection: string, data: () => Promise<Record<string, unknown>> | Record<string, unknown>) => async () => {
  const doc = (await payload.create({ collection: collection as never, data: (await data()) as never, depth: 0 })) as {
    id: number | string
  }
  return { id: doc.id, tearDown: () => payload.delete({ collection: collection as never, id: doc.id }) }
}

/** A global: its fields are put back as they were afterwards (other tests read them). */
const kept = (slug: string, fields: string[]) => async () => {
  const before = (await payload.findGlobal({ slug: slug as never, depth: 0 })) as Record<string, unknown>
  const back = fields.reduce((data, field) => withPath(data, field, valueAt(before, field) ?? null), {})
  return { tearDown: () => payload.updateGlobal({ slug: slug as never, data: back as never, depth: 0 }) }
}

/** Every collection and global that more than one door writes (docs/decisions/067 lists the writers). */
const SUBJECTS: Record<string, Subject> = {
  leads: {
    doors: REST_AND_LOCAL,
    setUp: made('leads', () => ({ email: `${unique('writers')}@example.com` })),
    fields: {
      assigned_to: word,
      lead_type: word,
      funnel_step: word,
      clicked_pricing_tier: word,
      offer_type: word,
      utm_source: word,
      viewed_pricing: flipped,
      time_spent_on_survey: whole(1, 10_000),
    },
  },
  conversations: {
    doors: REST_AND_LOCAL,
    setUp: made('conversations', async () => ({
      agency_user: await userId(DEMO.agency),
      vendor: await userId(DEMO.vendor),
      subject: 'Writers',
    })),
    fields: { subject: word, is_archived: flipped, last_message_at: moment, type: oneOf('vendor_agency', 'three_way_chat') },
  },
  subscriptions: {
    doors: REST_AND_LOCAL,
    setUp: made('subscriptions', () => ({ stripe_subscription_id: unique('sub'), stripe_customer_id: unique('cus'), status: 'active' })),
    fields: {
      email: word,
      plan: word,
      price_id: word,
      status: oneOf('active', 'trialing', 'past_due', 'canceled'),
      billing_period: oneOf('monthly', 'annual'),
      current_period_end: moment,
      cancel_at_period_end: flipped,
      amount: whole(1, 1000),
    },
  },
  customers: {
    doors: REST_AND_LOCAL,
    setUp: made('customers', () => ({ stripe_customer_id: unique('cus') })),
    fields: {
      stripe_customer_id: word,
      email: word,
      user: async (_g, current) => userId(current === (await userId(DEMO.agency)) ? DEMO.vendor : DEMO.agency),
    },
  },
  users: {
    doors: REST_AND_LOCAL,
    setUp: made('users', () => ({ email: `${unique('writers')}@example.com`, password: 'writers-password-123', role: 'agency' })),
    fields: {
      company_name: word,
      company_logo_url: link,
      agency_brand_color: (g, current) => {
        const color = `#${g(fc.integer, { min: 0, max: 0xfffffe }).toString(16).padStart(6, '0')}`
        return color === current ? '#ffffff' : color
      },
      email_digest: flipped,
      trial_ends_at: moment,
    },
  },
  payments: {
    doors: REST_AND_LOCAL,
    setUp: made('payments', () => ({ payment_intent_id: unique('pi'), amount: 97, status: 'succeeded' })),
    fields: {
      email: word,
      description: word,
      amount: whole(1, 1000),
      status: word,
      kind: oneOf('plan', 'offer', 'upsell', 'other'),
      currency: word,
      stripe_customer_id: word,
      checkout_session_id: word,
    },
  },
  orders: {
    doors: REST_AND_LOCAL,
    setUp: made('orders', () => ({ email: 'writers@example.com', base_price: 97, checkout_session_id: unique('cs') })),
    fields: {
      full_name: word,
      phone: word,
      payment_intent_id: word,
      payment_method_id: word,
      upsell_checkout_url: link,
      upsell_status: oneOf('offered', 'accepted', 'declined'),
      paid_at: moment,
      confirmation_sent_at: moment,
      access_sent_at: moment,
    },
  },
  'agency-product-subscriptions': {
    doors: REST_AND_LOCAL,
    setUp: made('agency-product-subscriptions', async () => {
      const { docs } = await payload.find({ collection: 'vendor-products', limit: 1, depth: 0 })
      return { agency_user: await userId(DEMO.agency), product: docs[0]!.id, tier_name: 'Writers', price_monthly: 10 }
    }),
    fields: {
      tier_name: word,
      price_monthly: whole(1, 1000),
      status: oneOf('active', 'past_due', 'canceled'),
      current_period_end: moment,
      cancel_at_period_end: flipped,
    },
  },
  'experiment-controls': {
    doors: REST_AND_LOCAL,
    setUp: made('experiment-controls', () => ({ experiment: unique('writers'), state: 'running', coverage: 100, weights: [0.5, 0.5] })),
    fields: {
      state: oneOf('running', 'stopped'),
      coverage: whole(0, 100),
      ends_at: moment,
      target_device: oneOf('any', 'mobile', 'desktop'),
      target_utm_source: word,
      target_new_visitors: flipped,
      served_variation: word,
    },
  },
  'copy-tests': {
    doors: REST_AND_LOCAL,
    setUp: async () => {
      const text = `Writers ${randomBytes(4).toString('hex')}`
      const variant = await createVariant('home-headline', text)
      const published = await publishedHomeHeadline()
      const id = await startHomeHeadlineTest(unique('writers'), { published, variant, text, weights: [0.5, 0.5] })
      return { id, tearDown: async () => (await removeCopyTest(id), await deleteVariant(variant)) }
    },
    fields: { last_reweight_at: moment, figures, decision: figures, previous_text: word, rolled_back: figures },
  },
  'member-links': {
    doors: LOCAL_ONLY,
    setUp: made('member-links', () => ({
      email: 'writers@example.com',
      token_hash: unique('token'),
      expires_at: new Date().toISOString(),
    })),
    fields: { used_at: moment, replaced_at: moment, expires_at: moment },
  },
  'local-payment-objects': {
    doors: LOCAL_ONLY,
    setUp: made('local-payment-objects', () => ({ stripe_id: unique('obj'), object: 'customer', data: {} })),
    fields: { customer: word, email: word, data: figures },
  },
  'site-settings': {
    doors: REST_AND_LOCAL,
    setUp: kept('site-settings', [
      'theme',
      'support_email',
      'payment_links.get_started_url',
      'embeds.booking_widget_url',
      'embeds.coaching_booking_url',
      'embeds.testimonial_widget_url',
    ]),
    fields: {
      theme: oneOf('system', 'light', 'dark'),
      support_email: (g, current) => `${word(g, current)}@example.com`,
      'payment_links.get_started_url': link,
      'embeds.booking_widget_url': link,
      'embeds.coaching_booking_url': link,
      'embeds.testimonial_widget_url': link,
    },
  },
  // A global with drafts: a published write writes its row and a version row.
  offer: {
    doors: REST_AND_LOCAL,
    setUp: kept('offer', ['pricing.product_name', 'pricing.bump_name', 'pricing.upsell_name', 'landing.hero.eyebrow']),
    fields: { 'pricing.product_name': word, 'pricing.bump_name': word, 'pricing.upsell_name': word, 'landing.hero.eyebrow': word },
  },
}
const GLOBALS = new Set(['site-settings', 'offer'])

function valueAt(doc: unknown, field: string): unknown {
  return field.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], doc)
}
function withPath(data: Record<string, unknown>, field: string, value: unknown): Record<string, unknown> {
  const [key, ...rest] = field.split('.')
  return { ...data, [key!]: rest.length ? withPath((data[key!] as Record<string, unknown>) ?? {}, rest.join('.'), value) : value }
}
const idOf = (value: unknown) => (value != null && typeof value === 'object' ? (value as { id: unknown }).id : value)
const same = (stored: unknown, written: unknown) =>
  typeof written === 'string' && /^\d{4}-\d\d-\d\dT/.test(written)
    ? Date.parse(String(stored)) === Date.parse(written)
    : JSON.stringify(typeof written === 'object' ? stored : idOf(stored)) === JSON.stringify(written)

async function read(slug: string, id?: string | number): Promise<Record<string, unknown>> {
  return GLOBALS.has(slug)
    ? ((await payload.findGlobal({ slug: slug as never, depth: 0 })) as Record<string, unknown>)
    : ((await payload.findByID({ collection: slug as never, id: id!, depth: 0 })) as Record<string, unknown>)
}

/** One write of `data` through `door`; throws unless it was stored. */
async function write(slug: string, id: string | number | undefined, door: Door, data: Record<string, unknown>): Promise<void> {
  const global = GLOBALS.has(slug)
  if (door === 'REST') {
    const answer = await api(global ? `/api/globals/${slug}` : `/api/${slug}/${id}`, {
      method: global ? 'POST' : 'PATCH',
      as: 'admin',
      body: data,
    })
    if (answer.status !== 200) throw new Error(`REST ${answer.status}: ${JSON.stringify(answer.body)}`)
  } else if (global) await payload.updateGlobal({ slug: slug as never, data: data as never, depth: 0 })
  else if (door === 'Local API') await payload.update({ collection: slug as never, id: id!, data: data as never, depth: 0 })
  else {
    const { docs, errors } = await payload.update({
      collection: slug as never,
      where: { id: { equals: id } },
      data: data as never,
      depth: 0,
    })
    if (docs.length !== 1) throw new Error(`bulk update of ${JSON.stringify(data)}: ${JSON.stringify(errors)}`)
  }
}

describe('writers of different fields of one document at the same moment', () => {
  for (const [slug, subject] of Object.entries(SUBJECTS)) {
    it.skipIf(subject.doors.length === 0)(`keep every field of ${slug}`, async () => {
      const { id, tearDown } = await subject.setUp()
      const lost: string[] = []
      try {
        let round = 0
        await fc.assert(
          fc.asyncProperty(fc.gen(), async (g) => {
            const before = await read(slug, id)
            const writes = await Promise.all(
              Object.entries(subject.fields).map(async ([field, next]) => ({ field, value: await next(g, idOf(valueAt(before, field))) })),
            )
            // Each field goes through each door in turn over the rounds.
            const sent = writes.map(({ field, value }, i) => ({
              door: subject.doors[(i + round) % subject.doors.length]!,
              data: withPath({}, field, value),
            }))
            await Promise.all(sent.map(({ door, data }) => write(slug, id, door, data)))
            const after = await read(slug, id)
            for (const { field, value } of writes)
              if (!same(valueAt(after, field), value))
                lost.push(`round ${round}: ${field} ${JSON.stringify(value)} became ${JSON.stringify(valueAt(after, field))}`)
            round++
          }),
          { numRuns: ROUNDS },
        )
      } finally {
        await tearDown()
      }
      expect(lost, `${lost.length} of ${ROUNDS * Object.keys(subject.fields).length} writes lost`).toEqual([])
    })
  }
})

describe('two people editing one document in the admin', () => {
  let other: { id: string | number; token: string; tearDown: () => Promise<unknown> }
  beforeAll(async () => {
    const email = `${unique('second-admin')}@example.com`
    const user = await payload.create({ collection: 'users', data: { email, password: 'second-admin-123', role: 'admin' } as never })
    other = {
      id: user.id,
      token: await login(email, 'second-admin-123'),
      tearDown: () => payload.delete({ collection: 'users', id: user.id }),
    }
  })
  afterAll(() => other?.tearDown())
  /** The second admin's token, checked first: a refusal must come from the lock, not from a lost sign-in. */
  async function otherToken(): Promise<string> {
    const me = await api('/api/users/me', { headers: { authorization: `JWT ${other.token}` } })
    expect(me.body?.user?.id, `the second admin's session: ${JSON.stringify(me.body)}`).toBe(other.id)
    return other.token
  }

  it('is on for every collection and global', async () => {
    const { collections, globals } = await import('../../collections')
    for (const config of [...collections, ...globals]) expect(config.lockDocuments, config.slug).not.toBe(false)
  })

  /** The lock the admin's edit view takes while `userId` has the document open. */
  const opened = (document: Record<string, unknown>, userId: string | number) =>
    payload.create({ collection: 'payload-locked-documents', data: { ...document, user: { relationTo: 'users', value: userId } } as never })

  it('refuses the second one’s save of a document the first has open, and takes the first one’s', async () => {
    const lead = await payload.create({ collection: 'leads', data: { email: `${unique('opened')}@example.com` } })
    const first = await userId('admin@test.local')
    await opened({ document: { relationTo: 'leads', value: lead.id } }, first)
    const refused = await api(`/api/leads/${lead.id}`, {
      method: 'PATCH',
      headers: { authorization: `JWT ${await otherToken()}` },
      body: { lead_type: 'second' },
    })
    expect(refused.status).toBe(423)
    expect(JSON.stringify(refused.body)).toContain('currently locked by another user')
    expect((await read('leads', lead.id)).lead_type).not.toBe('second')
    expect((await api(`/api/leads/${lead.id}`, { method: 'PATCH', as: 'admin', body: { lead_type: 'first' } })).status).toBe(200)
    expect((await read('leads', lead.id)).lead_type).toBe('first')
    await payload.delete({ collection: 'leads', id: lead.id })
  })

  it('refuses the second one’s save of a global the first has open', async () => {
    const first = await userId('admin@test.local')
    const lock = await opened({ globalSlug: 'site-settings' }, first)
    const refused = await api('/api/globals/site-settings', {
      method: 'POST',
      headers: { authorization: `JWT ${await otherToken()}` },
      body: { theme: 'dark' },
    })
    expect(refused.status).toBe(423)
    await payload.delete({ collection: 'payload-locked-documents', id: lock.id })
  })
})

/**
 * Payload's sign-in, sign-out and token refresh write the account's whole row, its sessions
 * included, from the copy they read first (node_modules/payload/dist/auth/sessions.js): sign-ins
 * at once dropped each other's sessions, and a sign-in put back a field an admin had just changed.
 * Each write now keeps what others wrote meanwhile (collections/hooks/mergeAuthWrites.ts,
 * docs/decisions/077).
 */
describe('sign-ins of one account at the same moment', () => {
  const SIGN_INS = 4
  const password = 'sign-ins-password-123'
  const accounts: (string | number)[] = []
  afterAll(() => Promise.all(accounts.map((id) => payload.delete({ collection: 'users', id }))))

  async function account(): Promise<{ id: string | number; email: string }> {
    const email = `${unique('sign-ins')}@example.com`
    const user = await payload.create({ collection: 'users', data: { email, password, role: 'agency' } as never })
    accounts.push(user.id)
    return { id: user.id, email }
  }
  const signedIn = (token: string) => api('/api/users/me', { headers: { authorization: `JWT ${token}` } })
  const works = async (token: string) => (await signedIn(token)).body?.user?.id != null

  it('keep every session', async () => {
    const { email } = await account()
    const tokens = await Promise.all(Array.from({ length: SIGN_INS }, () => login(email, password)))
    const working = await Promise.all(tokens.map(works))
    expect(`${working.filter((ok) => !ok).length} of ${SIGN_INS} sessions lost`).toBe(`0 of ${SIGN_INS} sessions lost`)
  })

  it('keep a field an admin changes meanwhile', async () => {
    const { id, email } = await account()
    const lost: string[] = []
    for (let round = 0; round < 3; round++) {
      const company_name = unique('company')
      const [saved, ...tokens] = await Promise.all([
        api(`/api/users/${id}`, { method: 'PATCH', as: 'admin', body: { company_name } }),
        login(email, password),
        login(email, password),
      ])
      expect(saved.status).toBe(200)
      const stored = (await read('users', id)).company_name
      if (stored !== company_name) lost.push(`round ${round}: ${company_name} became ${String(stored)}`)
      for (const token of tokens) if (!(await works(token))) lost.push(`round ${round}: a session`)
    }
    expect(lost).toEqual([])
  })

  it('end only the session signed out, and keep a refreshed one', async () => {
    const { email } = await account()
    const [leaving, refreshing] = [await login(email, password), await login(email, password)]
    const [loggedOut, refreshed, ...joining] = await Promise.all([
      api('/api/users/logout', { method: 'POST', headers: { authorization: `JWT ${leaving}` } }),
      api('/api/users/refresh-token', { method: 'POST', headers: { authorization: `JWT ${refreshing}` } }),
      login(email, password),
      login(email, password),
    ])
    expect([loggedOut.status, refreshed.status]).toEqual([200, 200])
    expect(await works(leaving)).toBe(false)
    expect(await works(refreshed.body.refreshedToken)).toBe(true)
    expect(await Promise.all(joining.map(works))).toEqual([true, true])
  })
})
