import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3, type RunningS3 } from '../support/s3'
import { startServer, TEST_ADMIN, type RunningServer } from '../support/server'

/**
 * With S3_* set, media goes through @payloadcms/storage-s3 to an S3-compatible server (s3rver
 * here) and outlives the node: nothing is written to the node's disk, and the product still
 * serves the file at its own URL.
 */
let s3: RunningS3
let server: RunningServer

beforeAll(async () => {
  s3 = await startS3()
  server = await startServer({ env: s3.env })
})

afterAll(async () => {
  await server?.stop()
  await s3?.stop()
})

async function adminToken(): Promise<string> {
  const res = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  })
  return ((await res.json()) as { token: string }).token
}

// A 1×1 PNG with a distinct pixel, so the bytes served back can only be this upload's.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64')

describe('media on S3', () => {
  it('stores an upload in the bucket, not on the node, and serves it back through the product URL', async () => {
    const form = new FormData()
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'pixel-s3-test.png')
    form.append('_payload', JSON.stringify({ alt: 'One pixel' }))
    const res = await fetch(`${server.url}/api/media`, {
      method: 'POST',
      headers: { authorization: `JWT ${await adminToken()}` },
      body: form,
    })
    expect(res.status).toBe(201)
    const { doc } = (await res.json()) as { doc: { filename: string; url: string } }
    expect(doc.filename).toBe('pixel-s3-test.png')

    expect(s3.objectKeys()).toContain('pixel-s3-test.png')
    const mediaDir = path.join(server.dataDir, 'media')
    expect(fs.existsSync(path.join(mediaDir, 'pixel-s3-test.png'))).toBe(false)

    const served = await fetch(new URL(doc.url, server.url))
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toMatch(/image\/png/)
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true)
  })

  it('puts the seeded media in the bucket too, and the home page still shows the hero still', async () => {
    const keys = s3.objectKeys()
    expect(keys).toEqual(expect.arrayContaining([expect.stringMatching(/hero-training-poster\.webp$/)]))
    const home = await (await fetch(`${server.url}/`)).text()
    const poster =
      /<img[^>]+src="([^"]+)"[^>]*fetchpriority="high"/i.exec(home) ?? /<img[^>]+fetchpriority="high"[^>]*src="([^"]+)"/i.exec(home)
    expect(poster?.[1]).toBeTruthy()
    const image = await fetch(new URL(poster![1], server.url))
    expect(image.status).toBe(200)
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100)
  })
})
