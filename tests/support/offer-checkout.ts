import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { waitForHydration } from './browser'

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
  // The bump's starting state is an experiment (order-bump-default): set it either way.
  await page.getByRole('checkbox', { name: 'YES! I Need a Custom CRM and More! (+$197)' }).setChecked(bump)
}
