import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { waitForHydration } from './browser'

/** The order bump's box, under either headline of the order-bump-words experiment (docs/decisions/119). */
export const ORDER_BUMP = {
  name: /^(YES! I Need a Custom CRM and More!|Add the Custom CRM setup, automations and priority support) \(\+\$197\)$/,
}

/**
 * /offer → the e-mail capture → /offer/checkout with the buyer's details filled in (Ada Buyer,
 * 555 0100) and the order bump set as asked, as a visitor does it; the order is not submitted.
 */
export async function fillOfferCheckout(page: Page, base: string, email: string, { bump }: { bump: boolean }): Promise<void> {
  await page.goto(`${base}/offer`)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Claim Your Spot Now' }).first().click()
  const dialog = page.getByRole('dialog')
  await expect.poll(() => dialog.isVisible()).toBe(true)
  await dialog.getByLabel('Email Address').fill(email)
  await dialog.getByRole('button', { name: 'Continue to Checkout' }).click()
  await page.waitForURL(/\/offer\/checkout$/)
  await expect.poll(() => page.getByLabel('Email Address').inputValue()).toBe(email)
  await page.getByLabel('Full Name').fill('Ada Buyer')
  await page.getByLabel('Phone Number').fill('555 0100')
  await page.getByRole('checkbox', ORDER_BUMP).setChecked(bump)
}

/** The local payment provider's hosted page, paid with `card` (the buyer's name on the card: Ada Buyer). */
export async function payOnHostedPage(page: Page, card: string): Promise<void> {
  await page.waitForURL(/\/pay\/checkout\/cs_/)
  await page.getByLabel('Card number').fill(card)
  await page.getByLabel('Expiration').fill('12 / 34')
  await page.getByLabel('CVC').fill('123')
  await page.getByLabel('Name on card').fill('Ada Buyer')
  await page.getByRole('button', { name: 'Pay' }).click()
}
