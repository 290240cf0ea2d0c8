import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { serverOnS3 } from '../support/s3'
import { authAs } from '../support/sign-in'
import { describeInSqlitePassOnly } from '../support/sqlite-pass-only'

/**
 * With S3_* set, media goes through @payloadcms/storage-s3 to an S3-compatible server (s3rver
 * here) and outlives the node: nothing is written to the node's disk, and the product still
 * serves the file at its own URL.
 */
const on = serverOnS3()

// A 1×1 PNG with a distinct pixel, so the bytes served back can only be this upload's.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64')

describeInSqlitePassOnly('media on S3', () => {
  it('stores an upload in the bucket, not on the node, and serves it back through the product URL', async () => {
    const form = new FormData()
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'pixel-s3-test.png')
    form.append('_payload', JSON.stringify({ alt: 'One pixel' }))
    const res = await fetch(`${on.server.url}/api/media`, {
      method: 'POST',
      headers: await authAs(on.server.url, 'admin'),
      body: form,
    })
    expect(res.status).toBe(201)
    const { doc } = (await res.json()) as { doc: { filename: string; url: string } }
    expect(doc.filename).toBe('pixel-s3-test.png')

    expect(on.s3.objectKeys()).toContain('pixel-s3-test.png')
    const mediaDir = path.join(on.server.dataDir, 'media')
    expect(fs.existsSync(path.join(mediaDir, 'pixel-s3-test.png'))).toBe(false)

    const served = await fetch(new URL(doc.url, on.server.url))
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toMatch(/image\/png/)
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true)
  })

  it('puts the seeded media in the bucket too, and the home page still shows the hero still', async () => {
    const keys = on.s3.objectKeys()
    expect(keys).toEqual(expect.arrayContaining([expect.stringMatching(/hero-training-poster\.webp$/)]))
    const home = await (await fetch(`${on.server.url}/`)).text()
    const poster =
      /<img[^>]+src="([^"]+)"[^>]*fetchpriority="high"/i.exec(home) ?? /<img[^>]+fetchpriority="high"[^>]*src="([^"]+)"/i.exec(home)
    expect(poster?.[1]).toBeTruthy()
    const image = await fetch(new URL(poster![1], on.server.url))
    expect(image.status).toBe(200)
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100)
  })
})
