import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { createHash } from 'node:crypto'
import { api, baseUrl } from '../support/api'
import { signInContext, toastWith } from '../support/auth-page'
import { screenshot, useBrowser } from '../support/browser'
import { DEMO_PASSWORD } from '../support/server'

const AGENCY = 'agency@example.com'
const VENDOR = 'vendor@example.com'

/** What a client must never read: the vendor's names, the product and the thread's subject. */
const LEAKS = ['ROI Analytics', 'Inquiry about', 'Demo Vendor', 'Northstar', VENDOR]

/** A client's screen names the agency alone: its text, its tab title and its share tags. */
async function expectWhiteLabel(page: Page, title: string) {
  await expect.poll(() => page.title()).toBe(title)
  const html = await page.content()
  for (const name of LEAKS) expect(html).not.toContain(name)
}

/** A message bubble with this text in the conversation pane. */
const bubble = (page: Page, text: string) => page.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: text })

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text)
  await page.getByRole('textbox', { name: 'Message' }).press('Enter')
  await bubble(page, text).first().waitFor()
}

describe('the agency workspace', () => {
  const { openPage } = useBrowser()

  it('agency messages a vendor from Products, the vendor replies live, a client is invited and all three talk live', async () => {
    const agency = await openPage()
    const vendor = await openPage()
    await signInContext(agency.context, AGENCY, DEMO_PASSWORD)
    await signInContext(vendor.context, VENDOR, DEMO_PASSWORD)

    // The agency starts from the marketplace.
    await agency.page.goto(`${baseUrl()}/app/products`)
    const card = agency.page.getByRole('article', { name: 'Local SEO Rank Engine' })
    await card.waitFor()
    expect(await card.getByText('Starting at $199/mo').isVisible()).toBe(true)
    expect(await card.getByRole('button', { name: 'Watch Demo' }).isVisible()).toBe(true)
    expect(
      await agency.page.getByRole('article', { name: 'TikTok Creator Studio' }).getByRole('button', { name: 'Watch Demo' }).count(),
    ).toBe(0)
    await screenshot(agency.page, 'workspace-products.png', { fullPage: true })
    await card.getByRole('button', { name: 'Watch Demo' }).click()
    const demo = agency.page.getByRole('dialog', { name: 'Local SEO Rank Engine demo' })
    await demo.waitFor()
    // The product's own demo file (issue 18), not the training video of the home page.
    const product = (await api('/api/vendor-products?where[name][equals]=Local%20SEO%20Rank%20Engine&depth=0', { as: 'agency' })).body
      .docs[0]
    expect(product.demo_video_file).toMatch(/\/api\/media\/file\/sample-clip/)
    expect(await demo.locator('video').getAttribute('src')).toBe(product.demo_video_file)
    await agency.page.keyboard.press('Escape')

    await agency.page.getByRole('article', { name: 'ROI Analytics Dashboard' }).getByRole('button', { name: 'Message Vendor' }).click()
    await agency.page.waitForURL(/\/app\/messages\/[^/]+$/)
    const conversationPath = new URL(agency.page.url()).pathname
    await agency.page.getByRole('heading', { name: 'ROI Analytics Dashboard' }).waitFor()
    await agency.page.getByText('No messages yet').waitFor()
    expect(await agency.page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true)

    // The vendor has the thread open in their inbox before the message arrives.
    await vendor.page.goto(`${baseUrl()}${conversationPath}`)
    await vendor.page.getByRole('heading', { name: 'ROI Analytics Dashboard' }).waitFor()

    // Shift+Enter adds a line; Enter sends. HTML is shown as text.
    const box = agency.page.getByRole('textbox', { name: 'Message' })
    await box.fill('Hi! Do you report per location?')
    await box.press('Shift+Enter')
    await box.pressSequentially('<b>asap</b>')
    await box.press('Enter')
    // Spec section 8: the sender is told 'Message sent' once the server has it.
    await toastWith(agency.page, 'Message sent').waitFor()
    await bubble(vendor.page, 'Do you report per location?').waitFor()
    expect(await bubble(vendor.page, '<b>asap</b>').count()).toBe(1)
    expect(await vendor.page.locator('ol[aria-label="Messages"] b').count()).toBe(0)

    await send(vendor.page, 'Yes, every location gets its own dashboard.')
    await bubble(agency.page, 'every location gets its own dashboard').waitFor()
    // Each message shows once in each tab.
    expect(await bubble(agency.page, 'Do you report per location?').count()).toBe(1)
    await screenshot(agency.page, 'workspace-messages.png', { fullPage: true })

    // The vendor's tab learns of the typing agency.
    await agency.page.getByRole('textbox', { name: 'Message' }).pressSequentially('Great')
    await vendor.page.getByText('Agency is typing...').waitFor()
    await agency.page.getByRole('textbox', { name: 'Message' }).fill('')

    // Invite a client from the 3-Way Chat page: pick the thread, then copy the link shown.
    await agency.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() })
    await agency.page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: '3-Way Chat' }).click()
    await agency.page.getByRole('button', { name: 'Invite Client' }).first().click()
    const dialog = agency.page.getByRole('dialog', { name: 'Invite Client to Chat' })
    await dialog.getByRole('combobox', { name: 'Thread' }).selectOption(conversationPath.split('/').pop()!)
    // The agency is told before it invites: the thread so far stays between it and the vendor.
    await dialog.getByText('Your client will see only the messages sent after they join.', { exact: false }).waitFor()
    await dialog.getByLabel('Client Email').fill('pat@client.example')
    await dialog.getByRole('button', { name: 'Send Invitation' }).click()
    await dialog.getByText('Invitation sent! Share this link with your client:').waitFor()
    const magicLink = await dialog.getByRole('textbox', { name: 'Invitation link' }).inputValue()
    expect(magicLink).toContain('/app/join-chat?token=')
    await screenshot(agency.page, 'workspace-invite-link.png', { fullPage: true })
    await dialog.getByRole('button', { name: 'Copy' }).click()
    await toastWith(agency.page, 'Link copied').waitFor()
    expect(await agency.page.evaluate(() => navigator.clipboard.readText())).toBe(magicLink)
    await agency.page.keyboard.press('Escape')

    // The 3-way chat lists it.
    await agency.page.getByRole('navigation', { name: 'Active Chats' }).getByText('ROI Analytics Dashboard', { exact: true }).waitFor()

    // The client joins from another browser.
    const client = await openPage()
    await client.page.goto(magicLink)
    await client.page.getByRole('heading', { name: "You're Invited!" }).waitFor()
    expect(await client.page.getByText('pat@client.example').isVisible()).toBe(true)
    expect(await client.page.getByText('By joining, you agree to participate in this conversation').isVisible()).toBe(true)
    await screenshot(client.page, 'workspace-join.png', { fullPage: true })
    await expectWhiteLabel(client.page, 'Invitation from Demo Agency')
    await client.page.getByRole('button', { name: 'Join Conversation' }).click()
    await toastWith(client.page, 'Successfully joined the conversation!').waitFor()
    await client.page.waitForURL(/\/app\/client-chat\//)
    await client.page.getByRole('heading', { name: 'Demo Agency', level: 1 }).waitFor()
    // White label: the agency's colour, not the vendor's name.
    const bar = client.page.getByTestId('client-brand-bar')
    expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(139, 92, 246)')
    expect(await client.page.getByText('Demo Vendor').count()).toBe(0)

    // All three talk live.
    await agency.page.getByRole('navigation', { name: 'Active Chats' }).getByText('ROI Analytics Dashboard', { exact: true }).click()
    await agency.page.getByRole('heading', { name: 'ROI Analytics Dashboard' }).waitFor()
    await send(client.page, 'Hello from the client!')
    await bubble(agency.page, 'Hello from the client!').waitFor()
    await bubble(vendor.page, 'Hello from the client!').waitFor()
    await send(agency.page, 'Welcome aboard, Pat.')
    await bubble(client.page, 'Welcome aboard, Pat.').waitFor()
    await bubble(vendor.page, 'Welcome aboard, Pat.').waitFor()
    await send(vendor.page, 'Dashboards go live on Monday.')
    await bubble(client.page, 'Dashboards go live on Monday.').waitFor()
    // What the agency asked the vendor before the client joined is not in the client's chat.
    expect(await bubble(client.page, 'Do you report per location?').count()).toBe(0)
    expect(await bubble(client.page, 'every location gets its own dashboard').count()).toBe(0)
    // The vendor's words reach the client under the agency's name.
    expect(await bubble(client.page, 'Dashboards go live on Monday.').innerText()).toContain('Demo Agency')
    await screenshot(client.page, 'workspace-client-chat.png', { fullPage: true })
    await expectWhiteLabel(client.page, 'Demo Agency')
    // The server's HTML of the client's pages (a link preview's source) names no one either.
    for (const url of [magicLink, client.page.url()]) {
      const html = await (await fetch(url)).text()
      for (const name of LEAKS) expect(html).not.toContain(name)
      expect(html).not.toMatch(/<title>|og:title/)
    }

    // The link works once.
    const again = await openPage()
    // The browser logs the function's 404 answer; the page shows it as the spec says.
    again.expectProblem(/get-invitation/)
    await again.page.goto(magicLink)
    await again.page.getByRole('heading', { name: 'Invalid Invitation' }).waitFor()
    await again.page.getByText('Invitation not found or already used').waitFor()
    expect(await again.page.getByRole('button', { name: 'Go to Homepage' }).isVisible()).toBe(true)

    expect([...agency.problems(), ...vendor.problems(), ...client.problems()]).toEqual([])
  })

  it('the bell counts unread notifications and clears; settings change the header; billing totals the seeded tiers; the trial banner shows', async () => {
    const { page, context, problems } = await openPage()
    await signInContext(context, 'agency2@example.com', DEMO_PASSWORD)
    await page.goto(`${baseUrl()}/app`)
    await page.getByRole('heading', { name: 'Welcome back, Second Agency!' }).waitFor()
    await page.getByText(/Trial Mode: 14 days remaining/).waitFor()
    expect(await page.getByRole('link', { name: 'Upgrade Now' }).getAttribute('href')).toBe('/app/billing')
    expect(await page.getByTestId('notification-badge').count()).toBe(0)

    // Settings: a bad hex colour is refused; saving changes the header.
    await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Settings' }).click()
    await page.getByRole('heading', { name: 'Agency Branding' }).waitFor()
    expect(await page.getByText('Email cannot be changed').isVisible()).toBe(true)
    await page.getByRole('textbox', { name: 'Company Name' }).fill('Summit Growth Co')
    await page.getByRole('textbox', { name: 'Brand Color', exact: true }).fill('#12')
    expect(await page.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true)
    await page.getByRole('textbox', { name: 'Brand Color', exact: true }).fill('#0EA5E9')
    await screenshot(page, 'workspace-settings.png', { fullPage: true })
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await toastWith(page, 'Profile updated successfully').waitFor()
    await page.getByRole('heading', { name: 'Welcome back, Summit Growth Co!' }).waitFor()

    // Billing: no subscriptions for this agency.
    await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Billing' }).click()
    await page.getByText('No active subscriptions yet. Browse the Products marketplace to get started.').waitFor()
    expect(problems()).toEqual([])
  })

  it('shows the demo agency its billing totals and the bell, which clears as notifications are read', async () => {
    const { page, context, problems } = await openPage()
    await signInContext(context, AGENCY, DEMO_PASSWORD)

    // The marketplace knows what the agency owns, and shows a product in full.
    await page.goto(`${baseUrl()}/app/products`)
    const owned = page.getByRole('article', { name: 'Meta Ads Autopilot' })
    await owned.getByText('Subscribed', { exact: true }).waitFor()
    expect(await owned.getByRole('button', { name: 'Subscribe' }).count()).toBe(0)
    expect(await owned.getByRole('link', { name: 'Manage subscription' }).getAttribute('href')).toBe('/app/billing')
    expect(await page.getByRole('article', { name: 'TikTok Creator Studio' }).getByRole('button', { name: 'Subscribe' }).isVisible()).toBe(
      true,
    )
    // The categories are the CMS's: choosing SEO leaves the Local SEO product, and not Meta's.
    const categories = page.getByRole('group', { name: 'Categories' })
    await categories.getByRole('button', { name: 'SEO', exact: true }).click()
    await page.waitForURL(/\/app\/products\?category=seo$/)
    await page.getByRole('article', { name: 'Local SEO Rank Engine' }).getByText('SEO', { exact: true }).waitFor()
    await expect.poll(() => page.getByRole('article', { name: 'Meta Ads Autopilot' }).count()).toBe(0)
    await categories.getByRole('button', { name: 'All', exact: true }).click()
    await page.getByRole('link', { name: 'View details of Meta Ads Autopilot' }).click()
    await page.getByRole('heading', { name: 'Meta Ads Autopilot', level: 2 }).waitFor()
    // The vendor's rating, set by staff (the seed's 4.8).
    await page.getByText('Vendor rating 4.8 out of 5').waitFor()
    await page.getByText('a weekly report branded as your agency.', { exact: false }).waitFor()
    for (const tier of ['Starter', 'Growth', 'Scale']) expect(await page.getByRole('listitem').filter({ hasText: tier }).count()).toBe(1)
    await page.getByRole('heading', { name: 'Demo', exact: true }).waitFor()
    await page.getByText('Subscribed', { exact: true }).waitFor()
    await screenshot(page, 'workspace-product-detail.png', { fullPage: true })
    // An unknown workspace path says so, inside the workspace.
    await page.goto(`${baseUrl()}/app/marketplace`)
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    expect(await page.getByText('Total Conversations').count()).toBe(0)

    await page.goto(`${baseUrl()}/app/billing`)
    // Seeded: Meta Ads Autopilot at Growth ($597) and AI Voice Receptionist at its first tier ($149).
    await page.getByText('$746.00').waitFor()
    // The agency's own standing (its trial) apart from what it pays vendors.
    await page.getByRole('region', { name: 'Your plan' }).getByText('Free trial').waitFor()
    await page.getByRole('heading', { name: 'Vendor subscriptions' }).waitFor()
    const products = page.getByRole('article', { name: 'Meta Ads Autopilot' })
    expect(await products.getByText('Growth').isVisible()).toBe(true)
    expect(await products.getByText('$597.00/mo').isVisible()).toBe(true)
    await screenshot(page, 'workspace-billing.png', { fullPage: true })
    await products.getByRole('button', { name: 'Manage' }).click()
    await page.waitForURL((url) => !url.pathname.startsWith('/app/billing'))
    expect(new URL(page.url()).pathname).not.toBe('/app/billing')

    await page.goto(`${baseUrl()}/app`)
    await page.getByText('Total Conversations').waitFor()
    // The dashboard: clients, threads waiting on the agency, the vendor spend and what happened lately.
    const stat = (label: string) => page.getByText(label, { exact: true }).locator('xpath=following-sibling::p')
    await expect.poll(() => stat('Monthly Vendor Spend').innerText()).toBe('$746.00')
    expect(Number(await stat('Active Clients').innerText())).toBeGreaterThanOrEqual(1)
    expect(Number(await stat('Threads Awaiting Reply').innerText())).toBeGreaterThanOrEqual(1)
    expect(await page.getByRole('region', { name: 'Recent Activity' }).getByRole('listitem').count()).toBeGreaterThan(0)
    const badge = page.getByTestId('notification-badge')
    await badge.waitFor()
    const before = Number(await badge.innerText())
    expect(before).toBeGreaterThan(0)
    await screenshot(page, 'workspace-dashboard.png', { fullPage: true })
    await page.getByRole('button', { name: /^Notifications/ }).click()
    const panel = page.getByRole('region', { name: 'Notifications' })
    // Newest first: the other test's live messages came after the seeded ones.
    const items = panel.getByRole('listitem')
    await items.first().waitFor()
    expect(await items.count()).toBeLessThanOrEqual(5)
    await items.first().getByRole('button').click()
    await page.waitForURL((url) => url.pathname.startsWith('/app/') && url.pathname !== '/app/')
    await expect.poll(async () => ((await badge.count()) ? Number(await badge.innerText()) : 0)).toBe(before - 1)
    expect(problems()).toEqual([])
  })

  it('an expired or missing invitation shows the spec’s message', async () => {
    const { page, expectProblem } = await openPage()
    // The browser logs the function's 404 and 410 answers; the page shows them as the spec says.
    expectProblem(/get-invitation/)
    await page.goto(`${baseUrl()}/app/join-chat`)
    await page.getByRole('heading', { name: 'Invalid Invitation' }).waitFor()
    await page.getByText('Invalid invitation link').waitFor()
    await page.goto(`${baseUrl()}/app/join-chat?token=no-such-token`)
    await page.getByText('Invitation not found or already used').waitFor()
    const conversation = (await api('/api/conversations?limit=1&depth=0', { as: 'admin' })).body.docs[0]
    const expired = await api('/api/client-invitations', {
      method: 'POST',
      as: 'admin',
      body: {
        conversation: conversation.id,
        client_email: 'late@client.example',
        token_hash: createHash('sha256').update('expired-e2e-token').digest('hex'),
        expires_at: '2020-01-01T00:00:00.000Z',
      },
    })
    expect(expired.status).toBe(201)
    await page.goto(`${baseUrl()}/app/join-chat?token=expired-e2e-token`)
    await page.getByText('This invitation has expired').waitFor()
    await screenshot(page, 'workspace-join-expired.png', { fullPage: true })
  })
})
