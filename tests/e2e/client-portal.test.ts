import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { api, baseUrl, login, outboxMails } from '../support/api'
import { signInContext, toastWith, uniqueEmail } from '../support/auth-page'
import { screenshot, useBrowser } from '../support/browser'
import { as } from '../support/workspace'

const PASSWORD = 'portal-password'
const DAY_SECONDS = 24 * 60 * 60

/** A new agency user with a three-way chat on a product, and the client's invitation link. */
async function agencyWithInvitation(clientEmail: string) {
  const email = uniqueEmail()
  expect((await api('/api/users', { method: 'POST', body: { email, password: PASSWORD } })).status).toBe(201)
  const token = await login(email, PASSWORD)
  const products = (await as({ token }, '/api/vendor-products?depth=0&limit=100')).body.docs as { id: number; name: string }[]
  const product = products.find((p) => p.name === 'ROI Analytics Dashboard')!
  const started = await as({ token }, '/fn/create-conversation', {
    method: 'POST',
    body: { productId: product.id, subject: 'Quarterly report' },
  })
  const conversationId = started.body.conversationId as string
  const invited = await as({ token }, '/fn/invite-client', { method: 'POST', body: { conversationId, clientEmail } })
  expect(invited.status).toBe(200)
  return { email, token, conversationId, magicLink: invited.body.magicLink as string }
}

async function until<T>(find: () => T | undefined, what: string, ms = 15_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const found = find()
    if (found) return found
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('the white-label client portal', () => {
  const { openPage } = useBrowser()

  it("the agency's uploaded logo shows in its header and in the client's chat", async () => {
    const clientEmail = uniqueEmail()
    const agency = await agencyWithInvitation(clientEmail)
    const page = await openPage()
    await signInContext(page.context, agency.email, PASSWORD)
    await page.page.goto(`${baseUrl()}/app/settings`)
    const logo = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#0EA5E9' } })
      .png()
      .toBuffer()
    await page.page.getByLabel('Upload logo').setInputFiles({ name: 'brand.png', mimeType: 'image/png', buffer: logo })
    await toastWith(page.page, 'Logo updated').waitFor()
    const header = page.page.getByRole('banner').getByRole('img', { name: `${agency.email} logo` })
    await header.waitFor()
    expect(await header.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBe(512)
    await screenshot(page.page, 'portal-settings-logo.png', { fullPage: true })

    const client = await openPage()
    await client.page.goto(agency.magicLink)
    await client.page.getByRole('button', { name: 'Join Conversation' }).click()
    await client.page.waitForURL(/\/app\/client-chat\//)
    const brandLogo = client.page.getByTestId('client-brand-bar').getByRole('img', { name: `${agency.email} logo` })
    await brandLogo.waitFor()
    expect(await brandLogo.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBe(512)
  })

  it('a client clears storage, asks for a link, and is back in the chat', async () => {
    const clientEmail = uniqueEmail()
    const agency = await agencyWithInvitation(clientEmail)
    const client = await openPage()
    await client.page.goto(agency.magicLink)
    await client.page.getByRole('button', { name: 'Join Conversation' }).click()
    await client.page.waitForURL(/\/app\/client-chat\//)
    const chatUrl = client.page.url()
    await client.page.getByRole('textbox', { name: 'Message' }).fill('Before I switched browsers')
    await client.page.getByRole('textbox', { name: 'Message' }).press('Enter')
    await client.page.getByRole('list', { name: 'Messages' }).getByText('Before I switched browsers').waitFor()

    // Storage cleared: the chat no longer knows the client.
    await client.context.clearCookies()
    await client.page.evaluate(() => {
      localStorage.clear()
      sessionStorage.clear()
    })
    await client.page.reload()
    await client.page.getByRole('heading', { name: 'Invalid Invitation' }).waitFor()
    await client.page.getByRole('link', { name: 'Get a new link' }).click()
    await client.page.waitForURL(/\/app\/join-chat$/)
    await client.page.getByLabel('Email').fill(clientEmail)
    await client.page.getByRole('button', { name: 'Send Me a New Link' }).click()
    await client.page.getByRole('status').getByText('a new link is on its way').waitFor()
    await screenshot(client.page, 'portal-request-link.png', { fullPage: true })

    const mail = await until(
      () => outboxMails().find((m) => m.to === clientEmail && m.subject === 'Your link back to the conversation'),
      'the link e-mail',
    )
    const link = /http\S+\/app\/join-chat\?link=\S+/.exec(mail.text ?? '')?.[0]
    expect(link?.startsWith(`${baseUrl()}/app/join-chat?link=`)).toBe(true)
    await client.page.goto(link!)
    await client.page.getByRole('heading', { name: 'Welcome Back!' }).waitFor()
    await client.page.getByRole('button', { name: 'Open Conversation' }).click()
    await client.page.waitForURL(chatUrl)
    await client.page.getByRole('list', { name: 'Messages' }).getByText('Before I switched browsers').waitFor()
    await client.page.getByRole('textbox', { name: 'Message' }).fill('Back again')
    await client.page.getByRole('textbox', { name: 'Message' }).press('Enter')
    await client.page.getByRole('list', { name: 'Messages' }).getByText('Back again').waitFor()
    await screenshot(client.page, 'portal-client-chat.png', { fullPage: true })

    // Clients have no Settings page: the digest is theirs to turn off in the chat.
    const digest = client.page.getByRole('checkbox', { name: 'Email me unread messages' })
    expect(await digest.isChecked()).toBe(true)
    await digest.uncheck()
    await client.page.reload()
    await client.page.getByRole('checkbox', { name: 'Email me unread messages', checked: false }).waitFor()

    // The client's session lasts 30 days.
    const conversationId = new URL(chatUrl).pathname.split('/').pop()!
    const session = await client.page.evaluate(
      (id) => JSON.parse(localStorage.getItem(`client-chat:${id}`)!) as { token: string },
      conversationId,
    )
    const claims = JSON.parse(Buffer.from(session.token.split('.')[1], 'base64url').toString()) as { iat: number; exp: number }
    expect(claims.exp - claims.iat).toBe(30 * DAY_SECONDS)

    // A session past its 30 days counts as none: the page offers a new link.
    await client.page.evaluate((id) => {
      const stored = JSON.parse(localStorage.getItem(`client-chat:${id}`)!) as { token: string }
      const [head, , signature] = stored.token.split('.')
      const expired = btoa(JSON.stringify({ id: 1, collection: 'users', exp: Math.floor(Date.now() / 1000) - 60 })).replace(/=+$/, '')
      localStorage.setItem(`client-chat:${id}`, JSON.stringify({ ...stored, token: `${head}.${expired}.${signature}` }))
    }, conversationId)
    await client.page.reload()
    await client.page.getByRole('link', { name: 'Get a new link' }).waitFor()

    // The link worked once.
    const again = await openPage()
    again.expectProblem(/open-chat-link|404/)
    await again.page.goto(link!)
    await again.page.getByRole('button', { name: 'Open Conversation' }).click()
    await again.page.getByText('This link was already used or does not exist. Ask for a new one below.').waitFor()
    expect(client.problems()).toEqual([])
  })

  it('answers an address that is no client the same way, and sends it nothing', async () => {
    const stranger = uniqueEmail()
    const asked = await api('/fn/request-chat-link', { method: 'POST', body: { email: stranger } })
    expect(asked).toMatchObject({ status: 200, body: { sent: true } })
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(outboxMails().filter((m) => m.to === stranger)).toEqual([])
  })
})
