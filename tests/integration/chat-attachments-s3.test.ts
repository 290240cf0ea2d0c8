import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { serverOnS3 } from '../support/s3'
import { DEMO_PASSWORD } from '../support/server'
import { signIn } from '../support/sign-in'
import { describeInSqlitePassOnly } from '../support/sqlite-pass-only'

/**
 * With S3_* set, chat attachments go to the media bucket under their own prefix (a file name
 * never meets a media file's), nothing lands on the node's disk, and the product's file URL
 * still answers only the conversation's members.
 */
const on = serverOnS3()

const call = async (token: string, url: string, init: RequestInit = {}) =>
  fetch(`${on.server.url}${url}`, { ...init, headers: { ...(init.headers as Record<string, string>), authorization: `JWT ${token}` } })

// A 1×1 PNG, whose bytes the file URL must serve back unchanged.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64')

describeInSqlitePassOnly('chat attachments on S3', () => {
  it('stores the file under its prefix in the bucket and serves it to members only', async () => {
    const agency = await signIn(on.server.url, 'agency@example.com', DEMO_PASSWORD)
    const vendor = await signIn(on.server.url, 'vendor@example.com', DEMO_PASSWORD)
    const otherAgency = await signIn(on.server.url, 'agency2@example.com', DEMO_PASSWORD)
    const conversations = (await (await call(agency, '/api/conversations?depth=0&limit=100')).json()) as {
      docs: { id: number; subject: string }[]
    }
    const conversationId = String(conversations.docs.find((c) => c.subject === 'Inquiry about Meta Ads Autopilot')!.id)

    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'social-card.png')
    form.append('_payload', JSON.stringify({ conversation: conversationId }))
    const uploaded = await call(agency, '/api/chat-attachments', { method: 'POST', body: form })
    expect(uploaded.status).toBe(201)
    const { doc } = (await uploaded.json()) as { doc: { id: number; filename: string } }

    // The seeded media has a social-card.png too: the prefix keeps the two apart.
    expect(on.s3.objectKeys()).toEqual(expect.arrayContaining([`chat-attachments/${doc.filename}`, 'social-card.png']))
    expect(fs.existsSync(path.join(on.server.dataDir, 'chat-attachments', doc.filename))).toBe(false)

    const sent = await call(agency, '/fn/send-message', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ conversationId, content: 'On S3', attachments: [String(doc.id)] }),
    })
    expect(sent.status).toBe(200)

    const fileUrl = `/api/chat-attachments/file/${doc.filename}`
    const served = await call(vendor, fileUrl)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true)
    expect((await call(otherAgency, fileUrl)).status).toBe(403)
    expect((await fetch(`${on.server.url}${fileUrl}`)).status).toBe(403)
    // The media file of the same name is still the media's.
    const media = await fetch(`${on.server.url}/api/media/file/social-card.png`)
    expect(media.status).toBe(200)
    expect(Buffer.from(await media.arrayBuffer()).equals(PNG)).toBe(false)
  })
})
