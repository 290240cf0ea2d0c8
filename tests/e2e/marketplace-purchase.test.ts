import { describe, expect, it } from 'vitest'
import { baseUrl } from '../support/api'
import { signInContext, uniqueEmail } from '../support/auth-page'
import { screenshot, useBrowser, waitForHydration } from '../support/browser'
import { DEMO, DEMO_PASSWORD } from '../support/server'

const PASSWORD = 'a-good-password'
const PRODUCT = 'TikTok Creator Studio'

const unread = (label: string | null) => Number(/\((\d+) unread\)/.exec(label ?? '')?.[1] ?? 0)

/**
 * The self-serve marketplace (issue 18, point 2): an agency picks a vendor product's tier,
 * pays on the local payment provider's checkout, sees it in Billing with its monthly total and
 * renewal, its invoice and the card; the card in the marketplace says "Subscribed"; the vendor's
 * bell tells the new subscriber live; 'Manage' opens the portal, where cancelling sets the
 * subscription to end (docs/decisions/053-marketplace.md, 085).
 */
describe('buying a vendor tier in the marketplace', () => {
  const { openPage } = useBrowser()

  it('pays the tier, lists it in Billing with its total, and tells the vendor', async () => {
    const url = (path: string) => `${baseUrl()}${path}`
    const email = uniqueEmail()

    // The vendor has their workspace open.
    const vendor = await openPage()
    await signInContext(vendor.context, DEMO.vendor, DEMO_PASSWORD)
    await vendor.page.goto(url('/app'))
    await waitForHydration(vendor.page)
    const bell = vendor.page.getByRole('button', { name: /^Notifications/ })
    await bell.waitFor()
    const before = unread(await bell.getAttribute('aria-label'))

    // A new agency user picks the Pro tier.
    const { context, page } = await openPage()
    expect((await context.request.post(url('/api/users'), { data: { email, password: PASSWORD } })).ok()).toBe(true)
    await signInContext(context, email, PASSWORD)
    await page.goto(url('/app/products'))
    await waitForHydration(page)
    const card = page.getByRole('article', { name: PRODUCT })
    await card.getByRole('button', { name: 'Subscribe' }).click()
    const dialog = page.getByRole('dialog', { name: `Subscribe to ${PRODUCT}` })
    await dialog.getByRole('radio', { name: /Pro/ }).check()
    await expect.poll(() => dialog.getByRole('radio', { name: /Basic/ }).isChecked()).toBe(false)
    await screenshot(page, 'marketplace-subscribe-dialog.png')
    await dialog.getByRole('button', { name: 'Continue to checkout' }).click()

    // The local checkout charges the tier's CMS price, monthly.
    await page.waitForURL(/\/pay\/checkout\/cs_/)
    await page.getByText('TikTok Creator Studio — Pro').first().waitFor()
    await page.getByText('$797.00').first().waitFor()
    await page.getByLabel('Card number').fill('4242 4242 4242 4242')
    await page.getByLabel('Expiration').fill('12 / 34')
    await page.getByLabel('CVC').fill('123')
    await page.getByLabel('Name on card').fill('Casey Agency')
    await page.getByRole('button', { name: 'Subscribe' }).click()

    // Back on Billing, the subscription arrives with the webhook (live).
    await page.waitForURL(url('/app/billing'))
    await waitForHydration(page)
    const list = page.getByRole('region', { name: 'Active subscriptions' })
    const row = list.getByRole('article', { name: PRODUCT })
    await row.waitFor({ timeout: 30_000 })
    await row.getByText('Pro', { exact: true }).waitFor()
    await row.getByText('$797.00/mo').waitFor()
    await row.getByText(/^Renews on [A-Z][a-z]+ \d{1,2}, \d{4}$/).waitFor()
    // 'Monthly Total' (the invoice below shows the same amount).
    expect(await page.getByText('Monthly Total').locator('xpath=following-sibling::p').innerText()).toBe('$797.00')
    // Apart from it, the agency's own standing (its trial); then the invoice and the card, as the
    // payment provider keeps them.
    await page.getByRole('region', { name: 'Your plan' }).getByText('Free trial').waitFor()
    const invoice = page
      .getByRole('table', { name: 'Invoices' })
      .getByRole('row')
      .filter({ hasText: `${PRODUCT} — Pro` })
    await invoice.waitFor()
    expect(await invoice.getByRole('cell', { name: '$797.00', exact: true }).count()).toBe(1)
    expect(await invoice.getByRole('cell', { name: 'paid', exact: true }).count()).toBe(1)
    await page.getByRole('region', { name: 'Payment method' }).getByText('Visa ending in 4242, expires 12/2034').waitFor()
    await screenshot(page, 'marketplace-billing.png', { fullPage: true })
    // The marketplace now shows the product as the agency's.
    await page.goto(url('/app/products'))
    await page.getByRole('article', { name: PRODUCT }).getByText('Subscribed', { exact: true }).waitFor()
    expect(await page.getByRole('article', { name: PRODUCT }).getByRole('button', { name: 'Subscribe' }).count()).toBe(0)
    await page.goto(url('/app/billing'))
    await waitForHydration(page)

    // The vendor's bell tells the new subscriber without a reload.
    await vendor.page.getByRole('button', { name: `Notifications (${before + 1} unread)` }).click({ timeout: 30_000 })
    const notice = vendor.page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: `New subscriber: ${PRODUCT}` })
    await notice.waitFor()
    expect(await notice.textContent()).toContain(`${email} subscribed to ${PRODUCT} (Pro, $797.00/mo).`)
    await screenshot(vendor.page, 'marketplace-vendor-bell.png')
    // Following it, the vendor's Billing lists the new subscriber's tier.
    await notice.click()
    await vendor.page.waitForURL(url('/app/billing'))
    const subscribers = vendor.page.getByRole('region', { name: 'Subscribers' })
    const subscriber = subscribers.getByRole('article', { name: PRODUCT }).filter({ hasText: 'Pro' })
    await subscriber.getByText('$797.00/mo').waitFor()
    expect(await subscriber.getByRole('button', { name: 'Manage' }).count()).toBe(0)
    await screenshot(vendor.page, 'marketplace-vendor-subscribers.png', { fullPage: true })

    // 'Manage' opens the payment provider's portal, where the agency cancels it.
    await row.getByRole('button', { name: 'Manage' }).click()
    await page.waitForURL(/\/pay\/portal\/bps_/)
    await page.getByRole('heading', { name: 'TikTok Creator Studio — Pro' }).waitFor()
    await page.getByRole('button', { name: 'Cancel plan' }).click()
    await page.getByText('Your plan will be canceled at the end of the period.').waitFor()
    await page.getByRole('link', { name: '← Return' }).click()
    await page.waitForURL(url('/app/billing'))
    await waitForHydration(page)
    await row.getByText(/^Cancels on [A-Z][a-z]+ \d{1,2}, \d{4}$/).waitFor({ timeout: 30_000 })
    await screenshot(page, 'marketplace-billing-cancelling.png', { fullPage: true })
  })
})
