import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, login } from '../support/api'
import { as } from '../support/workspace'

/** Settings' logo upload (issue 18): image types only, at most 2 MB, resized by sharp, each user's own. */
type Agency = { token: string; id: number }
let agencyA: Agency
let agencyB: Agency

async function newAgency(): Promise<Agency> {
  const email = `logo-${randomBytes(6).toString('hex')}@example.com`
  expect((await as('anonymous', '/api/users', { method: 'POST', body: { email, password: 'logo-password' } })).status).toBe(201)
  const token = await login(email, 'logo-password')
  const me = (await as({ token }, '/api/users/me')).body.user as { id: number }
  return { token, id: me.id }
}

async function upload(
  who: Agency | null,
  file: Buffer,
  name: string,
  type: string,
  { method = 'POST', id }: { method?: string; id?: number } = {},
) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file)], { type }), name)
  const res = await fetch(`${baseUrl()}/api/company-logos${id ? `/${id}` : ''}`, {
    method,
    headers: who ? { authorization: `JWT ${who.token}` } : {},
    body: form,
  })
  return { status: res.status, body: (await res.json().catch(() => ({}))) as any }
}

const logoOf = async (who: Agency) =>
  ((await as({ token: who.token }, '/api/users/me')).body.user as { company_logo_url: string | null }).company_logo_url

const wideLogo = () =>
  sharp({ create: { width: 1600, height: 800, channels: 3, background: '#8B5CF6' } })
    .png()
    .toBuffer()

beforeAll(async () => {
  agencyA = await newAgency()
  agencyB = await newAgency()
})

describe('company logo', () => {
  it('takes a PNG, resizes it to fit 512 px and shows it as the company logo', async () => {
    const uploaded = await upload(agencyA, await wideLogo(), 'brand.png', 'image/png')
    expect(uploaded.status).toBe(201)
    expect(uploaded.body.doc).toMatchObject({ width: 512, height: 256, mimeType: 'image/png' })
    expect(await logoOf(agencyA)).toBe(uploaded.body.doc.url)
    const served = await fetch(new URL(uploaded.body.doc.url, baseUrl()))
    expect(served.status).toBe(200)
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect([meta.width, meta.height]).toEqual([512, 256])
  })

  it('refuses SVG, a file that only claims to be an image, and anything over 2 MB, with a clear message', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    for (const [file, name, type] of [
      [svg, 'logo.svg', 'image/svg+xml'],
      [svg, 'logo.png', 'image/png'],
      [Buffer.from('%PDF-1.4 not a logo'), 'logo.jpg', 'image/jpeg'],
    ] as const) {
      const refused = await upload(agencyA, file, name, type)
      expect(refused.status).toBe(400)
      expect(refused.body.errors[0].message).toBe('The logo must be a PNG, JPEG or WebP image')
    }
    // Noise does not compress: 1100×700 random pixels make a PNG of more than 2 MB.
    const noise = await sharp(randomBytes(1100 * 700 * 3), { raw: { width: 1100, height: 700, channels: 3 } })
      .png()
      .toBuffer()
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024)
    const tooBig = await upload(agencyA, noise, 'huge.png', 'image/png')
    expect(tooBig.status).toBe(413)
    expect(tooBig.body.errors[0].message).toBe('The logo must be 2 MB or smaller')
  })

  it("lets nobody else overwrite or remove a user's logo", async () => {
    const mine = await logoOf(agencyA)
    expect(mine).toBeTruthy()
    const { docs } = (await as({ token: agencyA.token }, `/api/company-logos?where[owner][equals]=${agencyA.id}`)).body as {
      docs: { id: number }[]
    }
    expect(docs).toHaveLength(1)
    const logoId = docs[0].id

    const replaced = await upload(agencyB, await wideLogo(), 'mine-now.png', 'image/png', { method: 'PATCH', id: logoId })
    expect([403, 404]).toContain(replaced.status)
    expect((await as({ token: agencyB.token }, `/api/company-logos/${logoId}`, { method: 'DELETE' })).status).toBeGreaterThanOrEqual(403)
    const profile = await as({ token: agencyB.token }, `/api/users/${agencyA.id}`, {
      method: 'PATCH',
      body: { company_logo_url: 'https://evil.example/x.png' },
    })
    expect([403, 404]).toContain(profile.status)
    // Nor can its owner point it anywhere but an upload of theirs.
    await as({ token: agencyA.token }, `/api/users/${agencyA.id}`, {
      method: 'PATCH',
      body: { company_logo_url: 'https://evil.example/x.png' },
    })
    expect(await logoOf(agencyA)).toBe(mine)

    // B's own upload is B's logo, not A's.
    const theirs = await upload(agencyB, await wideLogo(), 'b.png', 'image/png')
    expect(theirs.status).toBe(201)
    expect(await logoOf(agencyB)).toBe(theirs.body.doc.url)
    expect(await logoOf(agencyA)).toBe(mine)
    expect((await upload(null, await wideLogo(), 'anon.png', 'image/png')).status).toBe(403)
  })
})
