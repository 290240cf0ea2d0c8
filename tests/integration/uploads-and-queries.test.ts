import fs from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import fc from 'fast-check'
import type { FlattenedField, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { ERRORS } from '../../contracts/errors'
import { PRODUCT_ADDRESS_HINT } from '../../collections/VendorProducts/productAddress'
import { api, baseUrl, login, tokenFor } from '../support/api'
import { as, graphql, tokenOf } from '../support/workspace'

/**
 * Issue 30, third pass (docs/decisions/073): upload budgets and the clean-up of unsent files,
 * queries that never reach into users, and files that are what they say.
 */

const unique = () => `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`
const PASSWORD = 'third-pass-password'
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64')
const pdfOf = (size: number) => {
  const head = Buffer.from('%PDF-1.4\n%')
  const tail = Buffer.from('\nxref\n0 1\n0000000000 65535 f \ntrailer\n<<>>\nstartxref\n0\n%%EOF\n')
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x20), tail])
}

/** A new agency user of its own (its own budgets), signed in. */
async function newAgency(tag: string): Promise<{ token: string; id: string }> {
  const email = `${tag}-${unique()}@third-pass.example.com`
  const created = await api('/api/users', { method: 'POST', body: { email, password: PASSWORD } })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return { id: String(created.body.doc.id), token: await login(email, PASSWORD) }
}

let productIds: number[]
/** The agency's conversation about the `nth` product (one conversation per agency and product). */
async function conversationOf(agency: { token: string }, nth = 0): Promise<string> {
  const body = { productId: productIds[nth], subject: `Files ${unique()}` }
  const started = await as(agency, '/fn/create-conversation', { method: 'POST', body })
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  return String(started.body.conversationId)
}

async function upload(token: string, collection: string, file: { bytes: Buffer; name: string; type: string }, data: object = {}) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  form.append('_payload', JSON.stringify(data))
  const res = await fetch(`${baseUrl()}/api/${collection}`, { method: 'POST', headers: { authorization: `JWT ${token}` }, body: form })
  return { status: res.status, body: (await res.json().catch(() => ({}))) as any, headers: res.headers }
}

const attach = (agency: { token: string }, conversation: string, file = { bytes: PNG, name: 'pixel.png', type: 'image/png' }) =>
  upload(agency.token, 'chat-attachments', file, { conversation })

beforeAll(async () => {
  const products = (await api('/api/vendor-products?depth=0&limit=2', { as: 'agency' })).body.docs as { id: number }[]
  productIds = products.map((product) => product.id)
})

describe('upload budgets (issue 30, point 2)', () => {
  it('caps unsent files per conversation, then files per user and hour, attachments and logos alike', async () => {
    const agency = await newAgency('files-budget')
    const first = await conversationOf(agency)
    for (let i = 0; i < 20; i++) {
      const res = await attach(agency, first)
      expect(res.status, JSON.stringify(res.body)).toBe(201)
    }
    const capped = await attach(agency, first)
    expect(capped.status).toBe(429)
    expect(capped.body.errors[0].message).toBe(ERRORS.UNSENT_UPLOADS_CAP.message)

    const second = await conversationOf(agency, 1)
    for (let i = 0; i < 10; i++) {
      const res = await attach(agency, second)
      expect(res.status, `${i} ${JSON.stringify(res.body)}`).toBe(201)
    }
    const overFiles = await attach(agency, second)
    expect(overFiles.status).toBe(429)
    expect(overFiles.body.errors[0].message).toBe(ERRORS.UPLOAD_FILES_BUDGET.message)
    expect(Number(overFiles.headers.get('retry-after'))).toBeGreaterThan(0)
    // A logo spends the same budget.
    const logo = await upload(agency.token, 'company-logos', { bytes: PNG, name: 'logo.png', type: 'image/png' })
    expect(logo.status).toBe(429)
    expect(logo.body.errors[0].message).toBe(ERRORS.UPLOAD_FILES_BUDGET.message)
  })

  it('holds bytes per user and hour; unsent files go after a day, rows and files', async () => {
    const agency = await newAgency('bytes-budget')
    const chat = await conversationOf(agency)
    const ids: string[] = []
    const names: string[] = []
    for (let i = 0; i < 10; i++) {
      const big = await attach(agency, chat, { bytes: pdfOf(10 * 1024 * 1024), name: `big-${i}.pdf`, type: 'application/pdf' })
      expect(big.status, JSON.stringify(big.body)).toBe(201)
      ids.push(String(big.body.doc.id))
      names.push(big.body.doc.filename)
    }
    const over = await attach(agency, chat)
    expect(over.status).toBe(429)
    expect(over.body.errors[0].message).toBe(ERRORS.UPLOAD_BYTES_BUDGET.message)

    const dir = path.join(path.dirname(inject('serverLogFile')), 'chat-attachments')
    expect(names.every((name) => fs.existsSync(path.join(dir, name)))).toBe(true)
    // A day passes for these ten (the clock is the rows' own): the next clean-up removes them.
    await setCreatedAt('chat_attachments', ids, new Date(Date.now() - 25 * 3600_000).toISOString())
    await expect
      .poll(async () => (await api(`/api/chat-attachments?depth=0&where[id][in]=${ids.join(',')}`, { as: 'admin' })).body.totalDocs, {
        timeout: 15_000,
        interval: 500,
      })
      .toBe(0)
    expect(names.some((name) => fs.existsSync(path.join(dir, name)))).toBe(false)
  })
})

/** Sets rows' createdAt in the server's own database (a test cannot wait a day). */
async function setCreatedAt(table: string, ids: string[], iso: string) {
  const url = inject('databaseUrl')
  const marks = ids.map(() => '?').join(',')
  if (url.startsWith('file:')) {
    const { createClient } = await import('@libsql/client')
    const client = createClient({ url })
    await client.execute('PRAGMA busy_timeout = 10000')
    await client.execute({ sql: `UPDATE ${table} SET created_at = ? WHERE id IN (${marks})`, args: [iso, ...ids] })
    client.close()
  } else {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query(`UPDATE ${table} SET created_at = $1 WHERE id = ANY($2::int[])`, [iso, ids.map(Number)])
    await client.end()
  }
}

type Caller = 'anonymous' | 'admin' | 'marketer' | 'analyst' | 'agency' | 'vendor' | 'client'
const CALLERS: Caller[] = ['anonymous', 'admin', 'marketer', 'analyst', 'agency', 'vendor', 'client']
const tokenOfCaller = async (who: Caller) => (who === 'anonymous' ? undefined : who === 'client' ? tokenOf('client') : tokenFor(who))

/** Every path from a collection's fields to a relationship to `users` (through groups, arrays and blocks). */
function pathsToUsers(fields: FlattenedField[], prefix = ''): string[] {
  return fields.flatMap((field): string[] => {
    if (!('name' in field)) return []
    const here = `${prefix}${field.name}`
    if (field.type === 'group' || field.type === 'tab' || field.type === 'array') return pathsToUsers(field.flattenedFields, `${here}.`)
    if (field.type === 'blocks')
      return field.blocks.flatMap((block) => (typeof block === 'object' ? pathsToUsers(block.flattenedFields, `${here}.`) : []))
    if ((field.type === 'relationship' || field.type === 'upload') && [field.relationTo].flat().includes('users'))
      return [Array.isArray(field.relationTo) ? `${here}.value` : here]
    return []
  })
}

describe('queries never cross into users (issue 30, point 4)', () => {
  let targets: { slug: string; path: string }[]
  beforeAll(async () => {
    const config = (await (await import('../../cms/payload.config')).default) as SanitizedConfig
    targets = config.collections
      .filter((collection) => collection.endpoints !== false)
      .flatMap((collection) => [...new Set(pathsToUsers(collection.flattenedFields))].map((path) => ({ slug: collection.slug, path })))
  })

  const refused = (body: any, path: string) => JSON.stringify(body).includes(`The following path cannot be queried: ${path}`)

  it('the anonymous recover no logo owner’s session id: where and sort through owner are refused', async () => {
    const like = await api('/api/company-logos?where[owner.sessions.id][like]=a')
    expect(like.status).toBe(400)
    expect(refused(like.body, 'owner.sessions.id')).toBe(true)
    expect((await api('/api/company-logos?sort=owner.email')).status).toBe(400)
    const viaGraphql = await graphql('anonymous', '{ CompanyLogos(sort: "owner.email") { docs { id } } }')
    expect(JSON.stringify(viaGraphql.body)).toContain('The following path cannot be queried: owner.email')
  })

  it('every collection, every caller but admins: a where or sort path through a relationship to users is refused', async () => {
    expect(targets.length).toBeGreaterThan(10)
    expect(targets.some((target) => target.slug === 'company-logos')).toBe(true)
    for (const who of CALLERS.filter((each) => each !== 'admin')) {
      const token = await tokenOfCaller(who)
      const headers: Record<string, string> = token ? { authorization: `JWT ${token}` } : {}
      for (const { slug, path } of targets) {
        const res = await fetch(`${baseUrl()}/api/${slug}?depth=0&limit=1&where[${path}.email][like]=a`, { headers })
        const body = await res.json().catch(() => ({}))
        expect({ who, slug, path, status: res.status, refused: refused(body, `${path}.email`) }).toMatchObject({
          status: 400,
          refused: true,
        })
      }
    }
  })

  it('property: any users field, operator, door and caller; admins alone may query through', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        fc.constantFrom('email', 'sessions.id', 'role', 'createdAt', 'company_name', 'sessions.createdAt'),
        fc.constantFrom('like', 'equals', 'exists', 'not_equals'),
        fc.constantFrom('where', 'sort'),
        fc.constantFrom(...CALLERS),
        async ({ slug, path }, field, operator, door, who) => {
          const full = `${path}.${field}`
          const value = operator === 'exists' ? 'true' : 'a'
          const query = door === 'where' ? `where[${full}][${operator}]=${value}` : `sort=-${full}`
          const token = await tokenOfCaller(who)
          const res = await fetch(`${baseUrl()}/api/${slug}?depth=0&limit=1&${query}`, {
            headers: token ? { authorization: `JWT ${token}` } : {},
          })
          const body = await res.json().catch(() => ({}))
          // Refused by the reach check, or earlier by the value check (a date compared with like): a 400 naming the path.
          // Admins read every user; a polymorphic `.value` may also reach collections no one reads.
          if (who === 'admin') expect(refused(body, full)).toBe(path.endsWith('.value') && refused(body, full))
          else expect({ status: res.status, names: JSON.stringify(body).includes(`: ${full}`) }).toEqual({ status: 400, names: true })
        },
      ),
      { numRuns: 80 },
    )
  })

  it('a path that stays in the collection, or ends at the user’s id, still works', async () => {
    expect((await api('/api/company-logos?depth=0&where[owner][exists]=true')).status).toBe(200)
    expect((await api('/api/vendor-products?depth=0&where[vendor.id][exists]=true', { as: 'agency' })).status).toBe(200)
  })
})

describe('files that are what they say (issue 30, point 7)', () => {
  it('a PNG uploaded as poly.html is stored as .png; a PDF is sent as an attachment, an image inline', async () => {
    const agency = await newAgency('file-types')
    const chat = await conversationOf(agency)
    const png = await attach(agency, chat, { bytes: PNG, name: 'poly.html', type: 'image/png' })
    expect(png.status, JSON.stringify(png.body)).toBe(201)
    expect(png.body.doc.filename).toMatch(/^poly(-\d+)?\.png$/)
    const pdf = await attach(agency, chat, { bytes: pdfOf(2048), name: 'brief.pdf', type: 'application/pdf' })
    expect(pdf.status).toBe(201)

    const file = (name: string) =>
      fetch(`${baseUrl()}/api/chat-attachments/file/${encodeURIComponent(name)}`, { headers: { authorization: `JWT ${agency.token}` } })
    const pdfFile = await file(pdf.body.doc.filename)
    expect(pdfFile.status).toBe(200)
    expect(pdfFile.headers.get('content-disposition')).toBe('attachment')
    const pngFile = await file(png.body.doc.filename)
    expect(pngFile.headers.get('content-type')).toBe('image/png')
    expect(pngFile.headers.get('content-disposition')).toBeNull()
  })

  it('a product’s logo and demo video addresses are https or this site’s paths', async () => {
    // The seeded products' logos are files of this site, not data: URLs.
    const seeded = (await api('/api/vendor-products?depth=0&limit=100', { as: 'agency' })).body.docs as { logo_url: string | null }[]
    for (const { logo_url } of seeded.filter((product) => product.logo_url)) {
      expect(logo_url!.startsWith('/')).toBe(true)
      const logo = await fetch(`${baseUrl()}${logo_url}`)
      expect({ logo_url, status: logo.status }).toEqual({ logo_url, status: 200 })
      await logo.arrayBuffer()
    }
    const me = (await api('/api/users/me', { as: 'vendor' })).body.user
    const created = await api('/api/vendor-products', {
      method: 'POST',
      as: 'vendor',
      body: {
        name: `Addresses ${unique()}`,
        category: 'ai',
        vendor: me.id,
        logo_url: 'https://cdn.example.com/logo.png',
        demo_video_url: '/api/media/file/clip.mp4',
      },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = created.body.doc.id
    try {
      for (const [field, value] of [
        ['logo_url', 'javascript:alert(1)'],
        ['logo_url', 'data:image/svg+xml,<svg onload=alert(1)>'],
        ['demo_video_url', 'data:text/html,<script>alert(1)</script>'],
        ['demo_video_url', 'JavaScript:alert(1)'],
        ['demo_video_url', 'http://video.example.com/clip.mp4'],
        ['logo_url', '//evil.example/logo.png'],
      ]) {
        const res = await api(`/api/vendor-products/${id}`, { method: 'PATCH', as: 'vendor', body: { [field!]: value } })
        expect({ value, status: res.status }).toEqual({ value, status: 400 })
        expect(JSON.stringify(res.body)).toContain(PRODUCT_ADDRESS_HINT)
      }
      const kept = (await api(`/api/vendor-products/${id}?depth=0`, { as: 'vendor' })).body
      expect(kept).toMatchObject({ logo_url: 'https://cdn.example.com/logo.png', demo_video_url: '/api/media/file/clip.mp4' })
    } finally {
      await api(`/api/vendor-products/${id}`, { method: 'DELETE', as: 'admin' })
    }
  })

  it('embed hosts refuse wildcards over a public suffix, and keep a company’s own', async () => {
    const before = (await api('/api/globals/site-settings?depth=0', { as: 'admin' })).body
    for (const host of ['*.github.io', '*.co.uk', 'https://*.herokuapp.com']) {
      const res = await api('/api/globals/site-settings', { method: 'POST', as: 'marketer', body: { embed_hosts: { video: [host] } } })
      expect({ host, status: res.status }).toEqual({ host, status: 400 })
      expect(JSON.stringify(res.body)).toContain('public suffix')
    }
    const after = (await api('/api/globals/site-settings?depth=0', { as: 'admin' })).body
    expect(after.embed_hosts).toEqual(before.embed_hosts)
  })
})
