import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { riseDay } from '../../contracts/price-rise'
import { baseUrl } from '../support/api'
import { useBrowser, waitForHydration } from '../support/browser'
import {
  clockSubscriber,
  datedRise,
  forgetSubscriptionsOf,
  localStripe,
  priceRiseNow,
  professionalPlanId,
  renewalsOf,
  restorePriceRise,
  setPriceRise,
  type RiseFields,
} from '../support/price-rise'

/**
 * Issue 39.3 in Chromium (docs/decisions/120): a scheduled rise shows its date on the plan,
 * the P.S. and the FAQ; after the date the card and checkout charge the new price, and a
 * subscriber from before renews at the old one (the provider's test clock).
 */
const { openPage } = useBrowser()
const DAY_MS = 86_400_000
let found: RiseFields
let professional: number | string
const customers: string[] = []

const professionalCard = (page: Page) =>
  page
    .getByRole('list', { name: 'Plans' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Professional', exact: true }) })

async function openCheckout(context: BrowserContext, page: Page): Promise<Page> {
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    professionalCard(page).getByRole('button', { name: 'Get Started' }).click(),
  ])
  await checkout.waitForURL(/\/pay\/checkout\/cs_/)
  return checkout
}

beforeAll(async () => {
  found = await priceRiseNow()
  professional = await professionalPlanId()
})

afterAll(async () => {
  await restorePriceRise(found)
  await forgetSubscriptionsOf(customers)
})

describe('a price rise that happens', () => {
  it('shows its date on the plan, the P.S. and the FAQ; after it, the card and checkout charge the new price and an earlier subscriber renews at theirs', async () => {
    const at = new Date(Date.now() + 14 * DAY_MS)
    const day = riseDay(at.getTime())
    await setPriceRise(datedRise(professional, at))
    const subscriber = await clockSubscriber('price_professional_monthly', `rise-e2e-${Date.now()}@example.com`)
    customers.push(subscriber.customer.id)

    const { context, page } = await openPage()
    await page.goto(`${baseUrl()}/pricing`)
    await waitForHydration(page)
    await professionalCard(page).getByText(`Price rises to $697 on ${day}. Lock in your rate for life.`).waitFor()
    await page.getByText(`The Professional plan rises to $697/month on ${day}.`).waitFor()
    await page.getByText('Will the price go up?').click()
    await page.getByText(`Professional rises from $497 to $697 a month on ${day}.`).waitFor()
    await page.getByRole('radio', { name: /Monthly/ }).click()
    await professionalCard(page).getByText('$497', { exact: true }).waitFor()

    // The date passes.
    await setPriceRise(datedRise(professional, new Date(Date.now() - 60_000)))
    await page.goto(`${baseUrl()}/pricing`)
    await waitForHydration(page)
    await professionalCard(page).getByText('$6,970', { exact: true }).waitFor()
    await page.getByRole('radio', { name: /Monthly/ }).click()
    await professionalCard(page).getByText('$697', { exact: true }).waitFor()
    expect(await page.getByText(/Price rises|rises to \$697|Will the price go up\?/).count()).toBe(0)
    const checkout = await openCheckout(context, page)
    await checkout.getByText('Total due today').waitFor()
    expect(await checkout.locator('.total').textContent()).toBe('$697.00')

    // The subscriber from before renews at $497 a month.
    const twoMonthsOn = Math.floor((Date.now() + 62 * DAY_MS) / 1000)
    await localStripe().testHelpers.testClocks.advance(subscriber.clock.id, { frozen_time: twoMonthsOn })
    expect(await renewalsOf(subscriber.customer.id)).toEqual([49_700, 49_700])
  })

  it("on the visitor's timer, a visitor whose hours ran out sees the new price and no line about the rise", async () => {
    await setPriceRise({ ...datedRise(professional, new Date()), timing: 'visitor_timer', rises_at: null, timer_hours: 24 })
    const fresh = await openPage()
    await fresh.page.goto(`${baseUrl()}/pricing`)
    await waitForHydration(fresh.page)
    await professionalCard(fresh.page)
      .getByText('Price rises to $697 when your offer timer runs out. Lock in your rate for life.')
      .waitFor()
    await professionalCard(fresh.page).getByText('$4,970', { exact: true }).waitFor()

    const late = await openPage()
    const firstSeen = String(Date.now() - 25 * 3_600_000)
    await late.context.addCookies([{ name: 'first_seen', value: firstSeen, url: baseUrl() }])
    await late.page.goto(`${baseUrl()}/pricing`)
    await waitForHydration(late.page)
    await professionalCard(late.page).getByText('$6,970', { exact: true }).waitFor()
    expect(await late.page.getByText(/Price rises|rises to \$697|Will the price go up\?/).count()).toBe(0)
  })
})
