import { stringify } from 'qs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MARKETPLACE_CATEGORIES } from '../../seed/categories'
import { api, tokenFor } from '../support/api'
import { as, graphql, socketFor, tokenOf, type Person, type WorkspaceSocket } from '../support/workspace'

/**
 * The workspace's access matrix: for each collection, each person (anonymous, agency A,
 * agency B, the vendor of A's threads, another vendor, the client invited into A's
 * three-way chat) and each operation, over REST and GraphQL; then the functions and
 * socket.io holding to the same rules.
 */

const PEOPLE_ORDER: Person[] = ['anonymous', 'agencyA', 'agencyB', 'vendor', 'otherVendor', 'client']

/** How many rows each person reads; null: refused outright (403 on REST, an error on GraphQL). */
type Visible = Record<Person, number | null>

let inquiryId: string
let chatId: string
let seededAgencies: string[] = []

const SLUGS = MARKETPLACE_CATEGORIES.map((category) => category.slug)
const SEEDED_SUBJECTS = ['Inquiry about Meta Ads Autopilot', 'Local SEO for Bright Smiles Dental']
const SEEDED_NOTIFICATIONS = ['Welcome to your workspace', 'New message: Inquiry about Meta Ads Autopilot']

/**
 * The seeded demo workspace (seed/workspace.ts) plus one invitation made in beforeAll. Each
 * read is scoped to the seeded rows (REST `where`, the same on GraphQL), so rows other
 * test files add to the shared server do not move the counts.
 */
const READS = (): Record<string, { graphql: string; scope: Record<string, unknown>; gqlScope: string; visible: Visible }> => {
  // GraphQL wants ids as the adapter types them (numbers on SQL adapters).
  const seeded = `[${[inquiryId, chatId].map((id) => JSON.stringify(Number(id) || id)).join(', ')}]`
  return {
    'vendor-products': {
      graphql: 'VendorProducts',
      scope: { is_active: { equals: true } },
      gqlScope: '{ is_active: { equals: true } }',
      visible: { anonymous: null, agencyA: 7, agencyB: 7, vendor: 7, otherVendor: 7, client: null },
    },
    // The marketplace's categories: every signed-in person reads them (the filter, the badges).
    categories: {
      graphql: 'Categories',
      scope: { slug: { in: SLUGS } },
      gqlScope: `{ slug: { in: ${JSON.stringify(SLUGS)} } }`,
      visible: { anonymous: null, agencyA: 8, agencyB: 8, vendor: 8, otherVendor: 8, client: 8 },
    },
    'agency-product-subscriptions': {
      graphql: 'AgencyProductSubscriptions',
      // The seeded agencies' (other files' new agencies subscribe to the seeded vendor's products too).
      scope: { agency_user: { in: seededAgencies } },
      gqlScope: `{ agency_user: { in: [${seededAgencies.map((id) => JSON.stringify(Number(id) || id)).join(', ')}] } }`,
      // Each vendor reads the subscriptions to their own products; an invited client none.
      visible: { anonymous: null, agencyA: 2, agencyB: 0, vendor: 1, otherVendor: 1, client: null },
    },
    conversations: {
      graphql: 'Conversations',
      scope: { id: { in: [inquiryId, chatId] } },
      // GraphQL has no `in` for ids.
      gqlScope: `{ OR: [${[inquiryId, chatId].map((id) => `{ id: { equals: ${JSON.stringify(Number(id) || id)} } }`).join(', ')}] }`,
      visible: { anonymous: null, agencyA: 2, agencyB: 0, vendor: 2, otherVendor: 0, client: 1 },
    },
    'conversation-participants': {
      graphql: 'ConversationParticipants',
      scope: { conversation: { in: [inquiryId, chatId] } },
      gqlScope: `{ conversation: { in: ${seeded} } }`,
      visible: { anonymous: null, agencyA: 5, agencyB: 0, vendor: 5, otherVendor: 0, client: 3 },
    },
    messages: {
      graphql: 'Messages',
      scope: { conversation: { in: [inquiryId, chatId] } },
      gqlScope: `{ conversation: { in: ${seeded} } }`,
      visible: { anonymous: null, agencyA: 5, agencyB: 0, vendor: 5, otherVendor: 0, client: 3 },
    },
    'client-invitations': {
      graphql: 'ClientInvitations',
      scope: { client_email: { equals: 'new.client@example.com' } },
      gqlScope: '{ client_email: { equals: "new.client@example.com" } }',
      visible: { anonymous: null, agencyA: 1, agencyB: 0, vendor: null, otherVendor: null, client: null },
    },
    notifications: {
      graphql: 'Notifications',
      scope: { title: { in: SEEDED_NOTIFICATIONS } },
      gqlScope: `{ title: { in: ${JSON.stringify(SEEDED_NOTIFICATIONS)} } }`,
      visible: { anonymous: null, agencyA: 2, agencyB: 0, vendor: 0, otherVendor: 0, client: 0 },
    },
  }
}

async function me(who: Person) {
  return (await as(who, '/api/users/me')).body.user as { id: number | string }
}

beforeAll(async () => {
  const conversations = (await as('agencyA', '/api/conversations?depth=0&limit=100')).body.docs as { id: string; subject: string }[]
  inquiryId = String(conversations.find((c) => c.subject === SEEDED_SUBJECTS[0])!.id)
  chatId = String(conversations.find((c) => c.subject === SEEDED_SUBJECTS[1])!.id)
  seededAgencies = [String((await me('agencyA')).id), String((await me('agencyB')).id)]
  // An invitation of A's (into the vendor thread), so invitations have a row to hide.
  const invited = await as('agencyA', '/fn/invite-client', {
    method: 'POST',
    body: { conversationId: inquiryId, clientEmail: 'new.client@example.com' },
  })
  expect(invited.status).toBe(200)
})

describe('workspace access rules: reads over REST and GraphQL', () => {
  it('each person reads exactly their rows of every workspace collection', async () => {
    const failures: string[] = []
    for (const [collection, { graphql: name, scope, gqlScope, visible }] of Object.entries(READS())) {
      for (const who of PEOPLE_ORDER) {
        const expected = visible[who]
        const rest = await as(who, `/api/${collection}?${stringify({ where: scope, depth: 0, limit: 100 })}`)
        const restSeen = rest.status === 200 ? rest.body.docs.length : rest.status === 403 ? null : `status ${rest.status}`
        if (restSeen !== expected) failures.push(`REST ${collection} as ${who}: ${restSeen} (expected ${expected})`)
        const gql = await graphql(who, `{ ${name}(limit: 100, where: ${gqlScope}) { docs { id } } }`)
        const gqlSeen = gql.body.errors?.length ? null : gql.body.data?.[name]?.docs?.length
        if (gqlSeen !== expected) failures.push(`GraphQL ${name} as ${who}: ${gqlSeen} (expected ${expected})`)
      }
    }
    expect(failures).toEqual([])
  })

  it("no one reads another member's thread by id, on REST or GraphQL", async () => {
    for (const who of ['anonymous', 'agencyB', 'otherVendor', 'client'] as Person[]) {
      expect([403, 404], who).toContain((await as(who, `/api/conversations/${inquiryId}`)).status)
      const gql = await graphql(who, `{ Conversation(id: ${JSON.stringify(Number(inquiryId) || inquiryId)}) { subject } }`)
      expect(gql.body.data?.Conversation ?? null, who).toBeNull()
    }
    expect((await as('client', `/api/conversations/${chatId}`)).status).toBe(200)
    expect((await as('vendor', `/api/conversations/${inquiryId}`)).status).toBe(200)
  })

  it("a client cannot read the agency's or vendor's profile, nor an invitation's token", async () => {
    const agency = await me('agencyA')
    expect([403, 404]).toContain((await as('client', `/api/users/${agency.id}`)).status)
    const invitations = (await as('agencyA', '/api/client-invitations?depth=0&where[client_email][equals]=new.client@example.com')).body
      .docs
    expect(invitations[0].client_email).toBe('new.client@example.com')
    expect(invitations[0]).not.toHaveProperty('token_hash')
  })
})

describe('workspace access rules: writes', () => {
  it('messages, conversations, participants and invitations are written only by the functions', async () => {
    const agency = await me('agencyA')
    const attempts: [string, unknown][] = [
      [
        'messages',
        {
          conversation: inquiryId,
          sender: agency.id,
          sender_role: 'agency',
          content: 'x',
          sent_at: new Date().toISOString(),
          sequence: 99,
          client_message_id: 'forged-1',
          sequence_key: 'f',
          client_key: 'f',
        },
      ],
      ['conversations', { agency_user: agency.id, vendor: agency.id, subject: 'Forged', type: 'vendor_agency' }],
      ['conversation-participants', { conversation: chatId, user: agency.id, role: 'client', slot_key: 'forged' }],
      ['client-invitations', { conversation: inquiryId, client_email: 'x@example.com', token_hash: 'forged', expires_at: '2999-01-01' }],
      ['notifications', { user: agency.id, title: 'Forged', message: 'Forged' }],
      ['agency-product-subscriptions', { agency_user: agency.id, product: 1, tier_name: 'Free', price_monthly: 0 }],
    ]
    for (const [collection, body] of attempts) {
      for (const who of PEOPLE_ORDER) {
        expect((await as(who, `/api/${collection}`, { method: 'POST', body })).status, `${collection} by ${who}`).toBe(403)
      }
    }
    for (const who of PEOPLE_ORDER) {
      const patch = await as(who, `/api/conversations/${chatId}`, { method: 'PATCH', body: { subject: 'Hijacked' } })
      expect(patch.status, `conversation PATCH by ${who}`).toBe(403)
      const gql = await graphql(
        who,
        `mutation { createMessage(data: { conversation: ${Number(chatId) || JSON.stringify(chatId)}, content: "x" }) { id } }`,
      )
      expect(gql.body.errors?.length, `createMessage by ${who}`).toBeGreaterThan(0)
    }
    expect((await as('agencyA', `/api/conversations/${chatId}`)).body.subject).toBe('Local SEO for Bright Smiles Dental')
  })

  it('a user marks their own notification read, and only its read_at', async () => {
    const mine = (await as('agencyA', '/api/notifications?depth=0&where[title][equals]=Welcome to your workspace')).body.docs[0]
    const stranger = await as('agencyB', `/api/notifications/${mine.id}`, { method: 'PATCH', body: { read_at: new Date().toISOString() } })
    expect([403, 404]).toContain(stranger.status)
    const patched = await as('agencyA', `/api/notifications/${mine.id}`, {
      method: 'PATCH',
      body: { read_at: new Date().toISOString(), title: 'Changed' },
    })
    expect(patched.status).toBe(200)
    expect(patched.body.doc.read_at).toBeTruthy()
    expect(patched.body.doc.title).toBe(mine.title)
    await as('agencyA', `/api/notifications/${mine.id}`, { method: 'PATCH', body: { read_at: null } })
  })

  it('a vendor edits their own products only, and lists new ones as themselves', async () => {
    const vendor = await me('vendor')
    const products = (await as('vendor', '/api/vendor-products?depth=0&limit=100')).body.docs as {
      id: string
      vendor: string
      name: string
    }[]
    const own = products.find((p) => String(p.vendor) === String(vendor.id))!
    const theirs = products.find((p) => String(p.vendor) !== String(vendor.id))!
    expect((await as('vendor', `/api/vendor-products/${own.id}`, { method: 'PATCH', body: { description: own.name } })).status).toBe(200)
    expect([403, 404]).toContain(
      (await as('vendor', `/api/vendor-products/${theirs.id}`, { method: 'PATCH', body: { description: 'x' } })).status,
    )
    for (const who of ['anonymous', 'agencyA', 'client'] as Person[]) {
      const made = await as(who, '/api/vendor-products', { method: 'POST', body: { name: 'Forged', category: 'ai', vendor: vendor.id } })
      expect(made.status, who).toBe(403)
    }
    const made = await as('vendor', '/api/vendor-products', {
      method: 'POST',
      body: { name: 'Draft product', category: 'crm', vendor: theirs.vendor, is_active: false, vendor_rating: 5 },
    })
    expect(made.status).toBe(201)
    // The category named by its slug is the CMS's document; a vendor never rates themselves.
    const crm = (await as('vendor', '/api/categories?where[slug][equals]=crm&depth=0')).body.docs[0]
    expect(made.body.doc.category.id ?? made.body.doc.category).toBe(crm.id)
    expect(made.body.doc.vendor_rating ?? null).toBeNull()
    expect((await as('vendor', `/api/vendor-products/${made.body.doc.id}`, { method: 'PATCH', body: { vendor_rating: 5 } })).status).toBe(
      200,
    )
    const rated = await api(`/api/vendor-products/${made.body.doc.id}`, { method: 'PATCH', as: 'admin', body: { vendor_rating: 4.2 } })
    expect(rated.body.doc.vendor_rating).toBe(4.2)
    expect(
      (await as('vendor', '/api/vendor-products', { method: 'POST', body: { name: 'No category', category: 'no-such-category' } })).status,
    ).toBe(400)
    expect(String(made.body.doc.vendor.id ?? made.body.doc.vendor)).toBe(String(vendor.id))
    // Inactive: the vendor sees it, agencies do not.
    expect((await as('agencyA', `/api/vendor-products/${made.body.doc.id}`)).status).toBe(404)
    expect((await as('vendor', `/api/vendor-products/${made.body.doc.id}`, { method: 'DELETE' })).status).toBe(200)
  })
})

describe('the marketplace categories', () => {
  it('are kept by marketers alone, with a slug and a colour', async () => {
    const category = { name: 'Email Marketing', slug: 'email-marketing-access-test', color: '#0EA5E9' }
    for (const who of ['anonymous', 'agencyA', 'vendor', 'client'] as Person[])
      expect((await as(who, '/api/categories', { method: 'POST', body: category })).status, who).toBe(403)
    expect((await api('/api/categories', { method: 'POST', as: 'marketer', body: { ...category, slug: 'Email Marketing' } })).status).toBe(
      400,
    )
    expect((await api('/api/categories', { method: 'POST', as: 'marketer', body: { ...category, color: 'blue' } })).status).toBe(400)
    const made = await api('/api/categories', { method: 'POST', as: 'marketer', body: category })
    expect(made.status).toBe(201)
    const seo = (await as('agencyA', '/api/categories?where[slug][equals]=seo&depth=0')).body.docs[0]
    expect((await as('vendor', `/api/categories/${seo.id}`, { method: 'PATCH', body: { name: 'Mine' } })).status).toBe(403)
    // One that products still use stays, with the catalogue's words.
    const inUse = await api(`/api/categories/${seo.id}`, { method: 'DELETE', as: 'marketer' })
    expect(inUse.status).toBe(409)
    expect(JSON.stringify(inUse.body)).toContain('Products still use this category. Move them to another category first.')
    expect((await as('agencyA', `/api/categories/${seo.id}`)).status).toBe(200)
    expect((await api(`/api/categories/${made.body.doc.id}`, { method: 'DELETE', as: 'marketer' })).status).toBe(200)
  })

  it('file the Local SEO product under SEO', async () => {
    const query = stringify({ where: { 'category.slug': { equals: 'seo' }, is_active: { equals: true } }, depth: 0 })
    const names = (await as('agencyA', `/api/vendor-products?${query}`)).body.docs.map((doc: { name: string }) => doc.name)
    expect(names).toContain('Local SEO Rank Engine')
    const ppc = stringify({ where: { 'category.slug': { equals: 'ppc' } }, depth: 0 })
    expect((await as('agencyA', `/api/vendor-products?${ppc}`)).body.docs.map((doc: { name: string }) => doc.name)).not.toContain(
      'Local SEO Rank Engine',
    )
  })
})

/** The private threads' collections, by REST slug and GraphQL list name. */
const PRIVATE_THREADS = [
  ['conversations', 'Conversations'],
  ['messages', 'Messages'],
  ['conversation-participants', 'ConversationParticipants'],
  ['chat-attachments', 'ChatAttachments'],
] as const

describe('private threads: refused to marketers and analysts by their access rule, read by admins (issue 32)', () => {
  it('a marketer or an analyst gets 403 on every private-thread list (REST), an error on GraphQL, and no thread by id', async () => {
    const message = (await as('agencyA', `/api/messages?depth=0&limit=1&where[conversation][equals]=${inquiryId}`)).body.docs[0]
    expect(message).toBeTruthy()
    for (const role of ['marketer', 'analyst'] as const) {
      const token = await tokenFor(role)
      for (const [slug, name] of PRIVATE_THREADS) {
        expect((await api(`/api/${slug}?depth=0&limit=1`, { as: role })).status, `REST ${slug} as ${role}`).toBe(403)
        const gql = await graphql({ token }, `{ ${name}(limit: 1) { docs { id } } }`)
        expect(gql.body.data?.[name]?.docs ?? null, `GraphQL ${name} as ${role}`).toBeNull()
      }
      expect([403, 404], `a conversation as ${role}`).toContain((await api(`/api/conversations/${inquiryId}`, { as: role })).status)
      expect([403, 404], `a message as ${role}`).toContain((await api(`/api/messages/${message.id}`, { as: role })).status)
    }
  })

  it('an admin still reads every thread and its messages (support)', async () => {
    const conversations = await api(`/api/conversations?${stringify({ where: { id: { in: [inquiryId, chatId] } }, depth: 0 })}`, {
      as: 'admin',
    })
    expect(conversations.status).toBe(200)
    expect(conversations.body.docs).toHaveLength(2)
    const messages = await api(`/api/messages?depth=0&limit=1&where[conversation][equals]=${inquiryId}`, { as: 'admin' })
    expect(messages.status).toBe(200)
    expect(messages.body.totalDocs).toBeGreaterThan(0)
  })
})

describe('workspace access rules: functions and socket.io', () => {
  const sockets: WorkspaceSocket[] = []
  afterAll(() => sockets.forEach((socket) => socket.disconnect()))

  it('send-message refuses someone else’s conversation and anonymous callers', async () => {
    for (const who of ['agencyB', 'otherVendor', 'client'] as Person[]) {
      const res = await as(who, '/fn/send-message', { method: 'POST', body: { conversationId: inquiryId, content: 'Let me in' } })
      expect(res.status, who).toBe(404)
    }
    const anonymous = await as('anonymous', '/fn/send-message', { method: 'POST', body: { conversationId: inquiryId, content: 'x' } })
    expect(anonymous).toEqual({ status: 401, body: { error: 'Not authenticated', code: 'NOT_AUTHENTICATED' } })
    const invite = await as('vendor', '/fn/invite-client', {
      method: 'POST',
      body: { conversationId: inquiryId, clientEmail: 'x@example.com' },
    })
    expect(invite.status).toBe(404)
    const start = await as('vendor', '/fn/create-conversation', { method: 'POST', body: { productId: 1, subject: 'Inquiry about x' } })
    expect(start.status).toBe(403)
    const messages = (await as('agencyA', `/api/messages?where[conversation][equals]=${inquiryId}&limit=100`)).body.docs
    expect(messages.map((m: { content: string }) => m.content)).not.toContain('Let me in')
  })

  it("socket.io refuses to join or send to someone else's conversation", async () => {
    for (const who of ['agencyB', 'otherVendor', 'client'] as Person[]) {
      const socket = await socketFor((await tokenOf(who))!)
      sockets.push(socket)
      const joined = await socket.timeout(10_000).emitWithAck('conversation:join', { conversationId: inquiryId, afterSequence: 0 })
      expect(joined, who).toEqual({ error: 'Not found' })
      const sent = await socket
        .timeout(10_000)
        .emitWithAck('message:send', { conversationId: inquiryId, content: 'sneaky', clientMessageId: `sneaky-${who}` })
      expect(sent, who).toEqual({ error: 'Not found' })
    }
    const bad = sockets[0]
    expect(
      await bad.timeout(10_000).emitWithAck('message:send', { conversationId: inquiryId, content: '   ', clientMessageId: 'blank-001' }),
    ).toEqual({
      error: 'Something went wrong. Please try again.',
    })
    // A member joins and gets what they missed.
    const vendor = await socketFor((await tokenOf('vendor'))!)
    sockets.push(vendor)
    const joined = await vendor.timeout(10_000).emitWithAck('conversation:join', { conversationId: inquiryId, afterSequence: 0 })
    expect('data' in joined && joined.data.messages.map((m: { sequence: number }) => m.sequence)).toEqual([1, 2])
  })
})
