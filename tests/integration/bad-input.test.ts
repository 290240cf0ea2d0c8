import fc from 'fast-check'
import { formatNames } from 'payload'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { api, baseUrl, tokenFor, type Who } from '../support/api'

/**
 * Wrong-type ids and query strings answer 4xx, never 5xx, on every collection, over REST and
 * GraphQL (docs/decisions/049).
 */

type Caller = 'anonymous' | Extract<Who, 'agency' | 'admin'>

/** A REST call; `READ_AS_POST` sends the query string as a form body, as the admin does for long queries. */
async function rest(path: string, caller: Caller, method = 'GET') {
  const headers: Record<string, string> = {}
  if (caller !== 'anonymous') headers.authorization = `JWT ${await tokenFor(caller)}`
  const [pathname, search = ''] = path.split('?')
  const init: RequestInit =
    method === 'READ_AS_POST'
      ? {
          method: 'POST',
          headers: { ...headers, 'x-payload-http-method-override': 'GET', 'content-type': 'application/x-www-form-urlencoded' },
          body: search,
        }
      : { method, headers }
  const res = await fetch(`${baseUrl()}${method === 'READ_AS_POST' ? pathname : path}`, init)
  const text = await res.text()
  return { status: res.status, text }
}

async function graphql(query: string, caller: Caller) {
  const res = await api('/api/graphql', { method: 'POST', body: { query }, as: caller === 'anonymous' ? undefined : caller })
  return res as { status: number; body: { data?: any; errors?: { message: string; extensions?: { statusCode?: number } }[] } }
}

/** No error of GraphQL's answer is a server error (Payload puts the status in extensions). */
function expectNoServerError(body: { errors?: { message: string; extensions?: { statusCode?: number } }[] }, context: string) {
  for (const error of body.errors ?? []) {
    expect(error.extensions?.statusCode ?? 400, `${context} → ${JSON.stringify(error)}`).toBeLessThan(500)
    expect(error.message, context).not.toMatch(/Something went wrong|internal/i)
  }
}

const errorMessage = (text: string) => (JSON.parse(text) as { errors: { message: string }[] }).errors[0].message

describe('the cases the outside tester found', () => {
  it.each(['conversations', 'messages', 'notifications', 'plans', 'users', 'leads'])(
    'GET /api/%s/abc as an agency user is a 400 in Payload’s error shape',
    async (slug) => {
      const res = await rest(`/api/${slug}/abc`, 'agency')
      expect(res.status, res.text).toBe(400)
      expect(errorMessage(res.text)).toBe('The id is not valid.')
    },
  )

  it('GET /api/plans/abc anonymously is a 400; a well-formed id of no plan is a 404, as Payload answers', async () => {
    expect((await rest('/api/plans/abc', 'anonymous')).status).toBe(400)
    const missing = await rest('/api/plans/987654', 'anonymous')
    expect(missing.status).toBe(404)
    expect(errorMessage(missing.text)).toBe('Not Found')
  })

  it.each([
    '/api/users?where=%',
    '/api/plans?where[id][in]=a,b',
    '/api/plans?where[id][near]=1,2',
    '/api/plans?where[or][0][id][in]=x',
    '/api/plans?where[name][within]=abc',
    '/api/plans?limit=99999999999999999999',
    '/api/plans?page=99999999999999999999',
    // Found by the property test below (500s on PostgreSQL or on both).
    '/api/users?where[role][in]=0',
    '/api/users?where[_id][equals]=1',
    '/api/payload-locked-documents?where[user][equals]=a',
    '/api/faqs?where[answer.root][in]=a',
  ])('GET %s is a 400', async (path) => {
    for (const caller of ['anonymous', 'agency'] as const) {
      const res = await rest(path, caller)
      expect(res.status, `${caller}: ${res.text}`).toBe(400)
      expect(errorMessage(res.text)).toBeTruthy()
    }
  })

  it('the same query as a form body read as GET (the admin’s long queries) is a 400', async () => {
    const res = await rest('/api/users?where=%', 'agency', 'READ_AS_POST')
    expect(res.status, res.text).toBe(400)
  })

  it('a relationship to many collections named bare takes only `{ relationTo, value }`: anything else is a 400, not the SQL adapters’ 500', async () => {
    // The property test below found `payload-preferences?where[user][equals]=0` as an agency (a 500 on SQLite).
    for (const who of ['agency', 'admin'] as const) {
      for (const query of ['where[user][equals]=0', 'where[user][in]=1', 'where[user][exists]=true', 'where[user][equals]=null'])
        expect((await rest(`/api/payload-preferences?${query}`, who)).status, `${who} ${query}`).toBe(400)
      for (const query of ['where[user.value][equals]=1', 'where[user][equals][relationTo]=users&where[user][equals][value]=1'])
        expect((await rest(`/api/payload-preferences?${query}`, who)).status, `${who} ${query}`).toBe(200)
    }
  })

  it('a NUL byte in a path is a 404, not PostgreSQL’s 500 (found by the property test below: payload-preferences/%00)', async () => {
    for (const path of ['/api/payload-preferences/%00', '/api/users/%00', '/api/globals/home%00'])
      expect((await rest(path, 'admin')).status, path).toBe(404)
  })

  it('a name every object has is no collection or global: 404, not a 500 (found by the hardening property test)', async () => {
    for (const path of ['/api/toString', '/api/__proto__', '/api/constructor/1', '/api/globals/toString', '/api/globals/hasOwnProperty'])
      for (const method of ['GET', 'POST']) expect((await rest(path, 'anonymous', method)).status, `${method} ${path}`).toBe(404)
  })

  it('the admin’s list search on a collection without a title field (`id like <text>`) still answers on SQLite', async () => {
    const res = await api('/api/notifications?where[or][0][id][like]=1', { as: 'admin' })
    expect(res.status).toBe(inject('databaseKind') === 'postgres' ? 400 : 200)
  })

  it('POST /api/users/verify/xyz is a 404: users have no e-mail verification', async () => {
    const res = await rest('/api/users/verify/xyz', 'anonymous', 'POST')
    expect(res.status, res.text).toBe(404)
  })

  it('the anonymous GraphQL Access query answers every permission it is asked for, without an error', async () => {
    const res = await graphql(
      '{ Access { canAccessAdmin plans { read { permission } create { permission } fields { name { read { permission } update { permission } } } } users { create { permission } read { permission } } } }',
      'anonymous',
    )
    expect(res.status).toBe(200)
    expect(res.body.errors).toBeUndefined()
    expect(res.body.data.Access).toEqual({
      canAccessAdmin: false,
      plans: {
        read: { permission: true },
        create: { permission: false },
        fields: { name: { read: { permission: true }, update: { permission: false } } },
      },
      // Signing up is open to visitors; reading users is not.
      users: { create: { permission: true }, read: { permission: false } },
    })
  })

  it('GraphQL: a relationship compared with a string and a negative page are 400s, not server errors', async () => {
    for (const query of [
      '{ Messages(where: { conversation: { equals: "abc" } }) { docs { id } } }',
      '{ Plans(page: -5) { docs { id } } }',
    ]) {
      const res = await graphql(query, 'agency')
      expect(res.body.errors?.[0]?.extensions?.statusCode, JSON.stringify(res.body)).toBe(400)
    }
  })
})

describe('property: no 5xx for wrong-type ids and query strings, on every collection', () => {
  let slugs: string[] = []
  /** Field paths of the stored documents (top level, and one level into groups and relationships). */
  const storedPaths = new Set<string>()
  beforeAll(async () => {
    const access = await api('/api/access', { as: 'admin' })
    slugs = Object.keys(access.body.collections)
    expect(slugs).toEqual(expect.arrayContaining(['users', 'plans', 'conversations', 'messages', 'notifications', 'payload-preferences']))
    for (const slug of slugs) {
      const list = await api(`/api/${slug}?limit=1&depth=1`, { as: 'admin' })
      for (const [key, value] of Object.entries((list.body.docs?.[0] ?? {}) as Record<string, unknown>)) {
        storedPaths.add(key)
        const inner = Array.isArray(value) ? value[0] : value
        if (inner && typeof inner === 'object') for (const sub of Object.keys(inner).slice(0, 4)) storedPaths.add(`${key}.${sub}`)
      }
    }
  })

  // An admin reaches the database behind every collection's access rules; the ids are never stored ones.
  const caller = fc.constantFrom<Caller>('anonymous', 'agency', 'admin')
  /** Never the id of a stored document: a refused DELETE or duplicate must not be a real one. */
  const couldBeStored = (id: string) => /^0*[1-9]\d{0,8}$/.test(id)
  const wrongId = fc
    .oneof(
      fc.constantFrom(
        'abc',
        '%25',
        '%',
        '1.5',
        '-1',
        '0',
        '1e3',
        '99999999999999999999',
        '2147483648',
        '-2147483649',
        '%201',
        '0x10',
        'NaN',
        'Infinity',
      ),
      fc.constantFrom('%C3%A9', '%F0%9F%98%80', '%E2%80%8B', '%00'),
      fc.double().map(String),
      fc.string({ maxLength: 12 }).map(encodeURIComponent),
    )
    .filter((id) => id !== '' && !couldBeStored(id))
  const operator = fc.constantFrom(
    'equals',
    'not_equals',
    'in',
    'not_in',
    'all',
    'exists',
    'greater_than',
    'greater_than_equal',
    'less_than',
    'less_than_equal',
    'like',
    'not_like',
    'contains',
    'within',
    'intersects',
    'near',
    'bogus',
  )
  const knownPath = fc.constantFrom(
    'id',
    '_id',
    'createdAt',
    'updatedAt',
    'name',
    'email',
    'roles',
    'user',
    'conversation',
    'agency_user',
    'sender',
    'read_at',
    'monthly_price',
    'popular',
    'metadata',
    'metadata.a',
    'features.text',
    'conversation.subject',
    'sender.email',
    'nope',
    'a.b.c',
  )
  // The stored paths are known once the server answered (beforeAll); chain reads them then.
  const fieldPath = fc.oneof(
    knownPath,
    fc.constant(null).chain(() => fc.constantFrom(...storedPaths)),
  )
  const scalarValue = fc.oneof(
    fc.constantFrom(
      'a',
      'a,b',
      '1,2',
      '',
      'null',
      'true',
      'false',
      '1e400',
      '-0',
      '2026-01-01',
      'not-a-date',
      '%',
      '1',
      '99999999999999999999',
    ),
    fc.string({ maxLength: 8 }),
    fc.integer().map(String),
    fc.double().map(String),
  )
  /** A `where` as the query string carries it: bracketed keys, nested and/or, lists. */
  const whereEntries: fc.Arbitrary<[string, string][]> = fc.letrec((tie) => ({
    entries: fc.oneof(
      { depthSize: 'small' },
      fc.tuple(fieldPath, operator, scalarValue).map(([path, op, value]) => [[`[${path}][${op}]`, value]] as [string, string][]),
      fc
        .tuple(fieldPath, fc.constantFrom('in', 'not_in', 'all', 'within', 'near'), fc.array(scalarValue, { maxLength: 3 }))
        .map(([path, op, values]) => values.map((value, i) => [`[${path}][${op}][${i}]`, value] as [string, string])),
      fc
        .tuple(fc.constantFrom('and', 'or', 'AND', 'x'), fc.nat(2), tie('entries') as fc.Arbitrary<[string, string][]>)
        .map(([group, i, inner]) => inner.map(([key, value]) => [`[${group}][${i}]${key}`, value] as [string, string])),
      fc.tuple(fieldPath, scalarValue).map(([path, value]) => [[`[${path}]`, value]] as [string, string][]),
    ),
  })).entries
  // Mostly numbers Payload takes, so the where behind them reaches the database.
  const number = fc.oneof(
    { arbitrary: fc.nat(50).map(String), weight: 3 },
    { arbitrary: fc.constantFrom('-1', '0', 'abc', '', '1.5', '1e400', '99999999999999999999', '2147483648', 'NaN', '-0'), weight: 1 },
    { arbitrary: fc.integer().map(String), weight: 1 },
  )
  const queryString = fc
    .record(
      {
        where: fc.oneof(
          whereEntries.map((entries) => entries.map(([key, value]) => `where${key}=${encodeURIComponent(value)}`).join('&')),
          fc
            .oneof(fc.constantFrom('%', '{', '1', 'null', '[]', '"x"'), fc.json({ maxDepth: 3 }))
            .map((json) => `where=${encodeURIComponent(json)}`),
        ),
        sort: fc
          .oneof(fieldPath, fc.constantFrom('-', '--id', '-createdAt', 'a,b', ',', '%'), fc.string({ maxLength: 8 }))
          .map((sort) => `sort=${encodeURIComponent(sort)}`),
        limit: number.map((value) => `limit=${encodeURIComponent(value)}`),
        depth: number.map((value) => `depth=${encodeURIComponent(value)}`),
        page: number.map((value) => `page=${encodeURIComponent(value)}`),
      },
      { requiredKeys: [] },
    )
    .map((parts) => Object.values(parts).join('&'))

  it('REST: GET /api/<collection>/<wrong id> and list queries with random where, sort, limit, depth, page', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...slugs),
        caller,
        fc.oneof(
          wrongId.map((id) => ({ path: `/${id}`, method: 'GET' })),
          wrongId.map((id) => ({ path: `/${id}`, method: 'DELETE' })),
          wrongId.map((id) => ({ path: `/${id}/duplicate`, method: 'POST' })),
          wrongId.map((id) => ({ path: `/access/${id}`, method: 'POST' })),
          wrongId.map((id) => ({ path: `/versions/${id}`, method: 'GET' })),
          { arbitrary: queryString.map((query) => ({ path: `?${query}`, method: 'GET' })), weight: 6 },
          { arbitrary: queryString.map((query) => ({ path: `/count?${query}`, method: 'GET' })), weight: 2 },
          { arbitrary: queryString.map((query) => ({ path: `/1?${query}`, method: 'GET' })), weight: 2 },
          { arbitrary: queryString.map((query) => ({ path: `?${query}`, method: 'READ_AS_POST' })), weight: 2 },
        ),
        async (slug, who, { path, method }) => {
          // Payload 3.90 fails every DELETE of a preference by key on SQL, whatever the key: not bad input (reported).
          fc.pre(!(slug === 'payload-preferences' && method === 'DELETE'))
          const res = await rest(`/api/${slug}${path}`, who, method)
          expect(res.status, `${who} ${method} /api/${slug}${path} → ${res.text.slice(0, 300)}`).toBeLessThan(500)
          // Nothing was deleted or written by a refused request.
          if (method === 'DELETE' || path.endsWith('/duplicate'))
            expect(res.status, `${who} ${method} /api/${slug}${path}`).toBeGreaterThanOrEqual(400)
        },
      ),
      { numRuns: 500 },
    )
  }, 120_000)

  it('GraphQL: every collection by a wrong-type id, and listed with a random where, limit and page', async () => {
    const graphqlValue = fc.oneof(
      fc.constantFrom(
        '"abc"',
        '1.5',
        '-1',
        '99999999999',
        '"1,2"',
        'null',
        'true',
        '[]',
        '["a", 1]',
        '{ a: 1 }',
        '""',
        '"2026-01-01"',
        '"%"',
      ),
      fc.integer().map(String),
      fc.string({ maxLength: 6 }).map((text) => JSON.stringify(text)),
    )
    const graphqlWhere: fc.Arbitrary<string> = fc.letrec((tie) => ({
      where: fc.oneof(
        { depthSize: 'small' },
        fc.tuple(fieldPath, operator, graphqlValue).map(([path, op, value]) => `{ ${path.replace(/\./g, '__')}: { ${op}: ${value} } }`),
        fc
          .tuple(fc.constantFrom('AND', 'OR'), fc.array(tie('where') as fc.Arbitrary<string>, { maxLength: 2 }))
          .map(([group, items]) => `{ ${group}: [${items.join(', ')}] }`),
      ),
    })).where
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...slugs),
        caller,
        fc.oneof(
          graphqlValue.map((id) => (names: { singular: string }) => `{ ${names.singular}(id: ${id}) { id } }`),
          fc
            .tuple(
              graphqlWhere,
              fc.option(graphqlValue),
              fc.option(graphqlValue),
              fc.option(fc.constantFrom('"-"', '"zz"', '"-createdAt"', '"a.b"')),
            )
            .map(
              ([where, limit, page, sort]) =>
                (names: { plural: string }) =>
                  `{ ${names.plural}(where: ${where}${limit ? `, limit: ${limit}` : ''}${page ? `, page: ${page}` : ''}${sort ? `, sort: ${sort}` : ''}) { docs { id } } }`,
            ),
          graphqlValue
            .filter((id) => !couldBeStored(id))
            .map((id) => (names: { singular: string }) => `mutation { delete${names.singular}(id: ${id}) { id } }`),
        ),
        async (slug, who, build) => {
          const query = build(formatNames(slug))
          const res = await graphql(query, who)
          expect(res.status, `${who} ${query} → ${JSON.stringify(res.body).slice(0, 300)}`).toBeLessThan(500)
          expectNoServerError(res.body, `${who} ${query}`)
        },
      ),
      { numRuns: 300 },
    )
  }, 120_000)
})
