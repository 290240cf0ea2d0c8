import { describe, expect, it } from 'vitest'
import { baseUrl } from '../support/api'
import { uniqueEmail } from '../support/auth-page'
import { screenshot, useBrowser, waitForHydration } from '../support/browser'

const PASSWORD = 'a-good-password'

/**
 * 'Cancel plan' on the workspace's Billing (docs/decisions/039): the local payment provider's
 * portal opens on the cancellation of that plan; confirming it lands on /cancel, and the
 * change reaches the bell (docs/decisions/038).
 */
describe('cancelling a plan from the workspace', () => {
  const { openPage } = useBrowser()

  it('opens the cancellation flow, lands on /cancel and the bell tells it', async () => {
    const email = uniqueEmail()
    const { context, page } = await openPage()
    const url = (path: string) => `${baseUrl()}${path}`

    // A new agency user who bought Professional monthly on the local checkout.
    expect((await context.request.post(url('/api/users'), { data: { email, password: PASSWORD } })).ok()).toBe(true)
    const login = await context.request.post(url('/api/users/login'), { data: { email, password: PASSWORD } })
    const { token } = (await login.json()) as { token: string }
    const checkout = await context.request.post(url('/fn/create-checkout'), {
      headers: { authorization: `Bearer ${token}` },
      data: { priceId: 'price_professional_monthly', billingPeriod: 'monthly' },
    })
    expect(checkout.status()).toBe(200)
    const { url: checkoutUrl } = (await checkout.json()) as { url: string }
    await page.goto(checkoutUrl)
    await page.getByLabel('Card number').fill('4242 4242 4242 4242')
    await page.getByLabel('Expiration').fill('12 / 34')
    await page.getByLabel('CVC').fill('123')
    await page.getByLabel('Name on card').fill('Casey Agency')
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await page.waitForURL((u) => u.pathname === '/success')

    // Billing shows the plan once the payment's webhook has recorded it (it arrives live).
    await page.goto(url('/app/billing'))
    await waitForHydration(page)
    const plan = page.getByRole('region', { name: 'Your plan' })
    await plan.getByRole('heading', { name: /Professional/ }).waitFor({ timeout: 30_000 })
    await plan.getByText(/Renews on [A-Z][a-z]+ \d{1,2}, \d{4}/).waitFor()
    await page.getByRole('button', { name: 'Notifications (1 unread)' }).waitFor()
    await screenshot(page, 'billing-plan.png', { fullPage: true })

    await plan.getByRole('button', { name: 'Cancel plan' }).click()
    await page.waitForURL(/\/pay\/portal\/bps_/)
    await page.getByRole('heading', { name: 'Cancel your plan' }).waitFor()
    await page.getByText('Professional', { exact: true }).waitFor()
    await screenshot(page, 'billing-portal-cancel.png', { fullPage: true })
    await page.getByRole('button', { name: 'Confirm cancellation' }).click()

    await page.waitForURL(url('/cancel'))
    await page.getByRole('heading', { name: 'Before you go...' }).waitFor()
    await screenshot(page, 'billing-cancelled-cancel-page.png', { fullPage: true })

    // Back in the workspace, the bell tells the cancellation; following it opens Billing.
    await page.goto(url('/app'))
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Notifications (2 unread)' }).click({ timeout: 30_000 })
    const bell = page.getByRole('region', { name: 'Notifications' })
    const notice = bell.getByRole('button', { name: /Cancellation scheduled/ })
    await notice.waitFor()
    expect(await notice.textContent()).toMatch(/Your Professional plan stays active until [A-Z][a-z]+ \d{1,2}, \d{4}\./)
    await bell.getByRole('button', { name: /Welcome to Professional!/ }).waitFor()
    await screenshot(page, 'billing-bell-cancelled.png')
    await notice.click()
    await page.waitForURL(url('/app/billing'))
    await plan.getByText(/Ends on [A-Z][a-z]+ \d{1,2}, \d{4}/).waitFor()
    expect(await plan.getByRole('button', { name: 'Cancel plan' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Notifications (1 unread)' }).waitFor()
  })
})
