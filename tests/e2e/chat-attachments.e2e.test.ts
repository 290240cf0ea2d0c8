import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { Locator } from 'playwright-core'
import { CHAT_ATTACHMENT_ERRORS } from '../../contracts/chat-attachments'
import { api, baseUrl } from '../support/api'
import { signInContext, toastWith } from '../support/auth-page'
import { screenshot, useBrowser } from '../support/browser'
import { DEMO_PASSWORD } from '../support/server'

/**
 * Issue 18's acceptance: an attachment the agency sends from the chat composer is seen by the
 * invited client, live, as a thumbnail; another agency is refused it on REST and at its file URL.
 */

/** Whether an <img> has loaded real pixels (not a broken or refused image). */
const loaded = (image: Locator) =>
  image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0)

describe('chat attachments', () => {
  const { openPage } = useBrowser()

  it('the agency attaches an image; the client sees it; another agency is refused it', async () => {
    const products = (await api('/api/vendor-products?depth=0&limit=100', { as: 'agency' })).body.docs as { id: number; name: string }[]
    const product = products.find((p) => p.name === 'Branded CRM Suite')!
    const started = await api('/fn/create-conversation', {
      method: 'POST',
      as: 'agency',
      body: { productId: product.id, subject: 'Brand assets' },
    })
    const conversationId = String(started.body.conversationId)
    const invited = await api('/fn/invite-client', {
      method: 'POST',
      as: 'agency',
      body: { conversationId, clientEmail: 'riley@client.example' },
    })

    const client = await openPage()
    await client.page.goto(invited.body.magicLink)
    await client.page.getByRole('button', { name: 'Join Conversation' }).click()
    await client.page.waitForURL(/\/app\/client-chat\//)
    await client.page.getByRole('list', { name: 'Messages' }).getByText('No messages yet').waitFor()

    const agency = await openPage()
    await signInContext(agency.context, 'agency@example.com', DEMO_PASSWORD)
    await agency.page.goto(`${baseUrl()}/app/messages/${conversationId}`)
    await agency.page.getByRole('heading', { name: 'Branded CRM Suite' }).waitFor()

    // A file of another type is refused with the reason, before it is sent anywhere.
    const pickText = agency.page.waitForEvent('filechooser')
    await agency.page.getByRole('button', { name: 'Attach' }).click()
    await (await pickText).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not allowed') })
    await toastWith(agency.page, CHAT_ATTACHMENT_ERRORS.type).waitFor()

    const image = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#2e7d32' } })
      .png()
      .toBuffer()
    const pickImage = agency.page.waitForEvent('filechooser')
    await agency.page.getByRole('button', { name: 'Attach' }).click()
    await (await pickImage).setFiles({ name: 'brand-board.png', mimeType: 'image/png', buffer: image })
    await agency.page.getByRole('list', { name: 'Files to send' }).getByText('brand-board.png').waitFor()
    await agency.page.getByRole('textbox', { name: 'Message' }).fill('Here is the brand board')
    await agency.page.getByRole('button', { name: 'Send' }).click()

    const messages = (page: typeof agency.page) => page.getByRole('list', { name: 'Messages' })
    const sentImage = messages(agency.page).getByRole('img', { name: 'brand-board.png' })
    await sentImage.waitFor()
    await expect.poll(() => loaded(sentImage)).toBe(true)

    // The client sees it live, as a thumbnail of the image, fetched with the client's session.
    const seen = messages(client.page)
      .getByRole('listitem')
      .filter({ hasText: 'Here is the brand board' })
      .getByRole('img', { name: 'brand-board.png' })
    await seen.waitFor()
    await expect.poll(() => loaded(seen)).toBe(true)
    expect(await seen.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(320)
    await screenshot(client.page, 'chat-attachments-client.png', { fullPage: true })
    await screenshot(agency.page, 'chat-attachments-agency.png', { fullPage: true })

    // Another agency, signed in in its own browser: refused on REST and at the file URL.
    const stored = (await api(`/api/chat-attachments?depth=0&where[conversation][equals]=${conversationId}`, { as: 'agency' })).body
      .docs as {
      id: number
      filename: string
    }[]
    expect(stored.map((doc) => doc.filename)).toEqual(['brand-board.png'])
    // Asked from its own signed-in page (the session cookie goes with a page's requests).
    const other = await openPage()
    await signInContext(other.context, 'agency2@example.com', DEMO_PASSWORD)
    await other.page.goto(`${baseUrl()}/app`)
    // The refusals below are what this test wants; the browser reports them as failed loads.
    other.expectProblem(/\/api\/chat-attachments\//)
    const statusFrom = (page: typeof other.page, url: string) =>
      page.evaluate(async (path) => {
        const res = await fetch(path)
        return { status: res.status, bytes: res.ok ? [...new Uint8Array(await res.arrayBuffer())] : [] }
      }, url)
    expect((await statusFrom(other.page, '/api/users/me')).status).toBe(200)
    expect([403, 404]).toContain((await statusFrom(other.page, `/api/chat-attachments/${stored[0].id}`)).status)
    expect((await statusFrom(other.page, '/api/chat-attachments/file/brand-board.png')).status).toBe(403)
    // The agency, the same way, gets the bytes.
    const own = await statusFrom(agency.page, '/api/chat-attachments/file/brand-board.png')
    expect(own.status).toBe(200)
    expect(Buffer.from(own.bytes).equals(image)).toBe(true)

    expect([...agency.problems(), ...client.problems()]).toEqual([])
  })
})
