import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { riseDay } from '../../contracts/price-rise'
import { api } from '../support/api'
import {
  clockSubscriber,
  datedRise,
  forgetSubscriptionsOf,
  pageText,
  priceRiseNow,
  professionalPlanId,
  renewalsOf,
  restorePriceRise,
  RISE,
  sessionOf,
  setPriceRise,
  localStripe,
  type RiseFields,
} from '../support/price-rise'

/**
 * Issue 39.3, a price rise that happens (docs/decisions/120): one CMS record fills every
 * mention of the rise, none shows without one, checkout charges the new price from the date,
 * and a subscriber from before renews at their own price, through the local payment provider
 * driven by the real stripe SDK (test clocks advance a subscription's periods).
 */
const DAY_MS = 86_400_000
let found: RiseFields
let professional: number | string
const customers: string[] = []

const checkout = async (priceId: string, billingPeriod: 'monthly' | 'annual', cookie?: string) => {
  const res = await api('/fn/create-checkout', { method: 'POST', body: { priceId, billingPeriod }, headers: cookie ? { cookie } : {} })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return (await sessionOf(res.body.url)).amount_total
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
  it('without a rise set, no page says the price rises, and checkout charges the plan’s price', async () => {
    await setPriceRise({ ...datedRise(professional, new Date(Date.now() + 10 * DAY_MS)), plan: null })
    const pricing = await pageText('/pricing')
    expect(pricing).toContain('Professional')
    expect(pricing).not.toMatch(/Price rises|rises to|\$697|Will the price go up\?|\{rise_/)
    expect(await pageText('/')).not.toMatch(/locked in for life|\$697|\{rise_/)
    expect(await checkout('price_professional_monthly', 'monthly')).toBe(49_700)
    // The rise's id names no plan while no rise is set.
    const refused = await api('/fn/create-checkout', {
      method: 'POST',
      body: { priceId: RISE.monthly_price_id, billingPeriod: 'monthly' },
    })
    expect(refused.status).toBe(400)
  })

  it('a dated rise shows its date on the plan, the P.S., the FAQ and the home page; from the date checkout charges the new price', async () => {
    const at = new Date(Date.now() + 10 * DAY_MS)
    await setPriceRise(datedRise(professional, at))
    const day = riseDay(at.getTime())
    const pricing = await pageText('/pricing')
    expect(pricing).toContain(`Price rises to $697 on ${day}. Lock in your rate for life.`)
    expect(pricing).toContain(`The Professional plan rises to $697/month on ${day}. Join before then and keep $497/month`)
    expect(pricing).toContain('Will the price go up?')
    expect(pricing).toContain(`Professional rises from $497 to $697 a month on ${day}.`)
    expect(await pageText('/')).toContain(`The Professional plan is $497/month until it rises to $697/month on ${day}.`)
    // Before the date: the plan's price, whichever of its ids the page sends.
    expect(await checkout('price_professional_monthly', 'monthly')).toBe(49_700)
    expect(await checkout(RISE.monthly_price_id, 'monthly')).toBe(49_700)

    await setPriceRise(datedRise(professional, new Date(Date.now() - 60_000)))
    expect(await checkout('price_professional_monthly', 'monthly')).toBe(69_700)
    expect(await checkout('price_professional_annual', 'annual')).toBe(697_000)
    // Other plans do not move.
    expect(await checkout('price_starter_monthly', 'monthly')).toBe(19_700)
    const after = await pageText('/pricing')
    expect(after).not.toMatch(/Price rises|rises to|Will the price go up\?|\{rise_/)
    // The annual view is the first: the risen plan's card shows its new price.
    expect(after).toContain('$6,970')
  })

  it('on the visitor’s timer, checkout charges the new price once that visitor’s hours have run out', async () => {
    await setPriceRise({ ...datedRise(professional, new Date()), timing: 'visitor_timer', rises_at: null, timer_hours: 24 })
    const pricing = await pageText('/pricing')
    expect(pricing).toContain('Price rises to $697 when your offer timer runs out.')
    const firstSeen = (hoursAgo: number) => `first_seen=${Date.now() - hoursAgo * 3_600_000}`
    expect(await checkout('price_professional_monthly', 'monthly', firstSeen(2))).toBe(49_700)
    expect(await checkout('price_professional_monthly', 'monthly', firstSeen(25))).toBe(69_700)
  })

  it('a subscriber from before the date renews at their price; one who joined after renews at the new one', async () => {
    await setPriceRise(datedRise(professional, new Date(Date.now() + 10 * DAY_MS)))
    const before = await clockSubscriber('price_professional_monthly', `rise-before-${Date.now()}@example.com`)
    customers.push(before.customer.id)

    await setPriceRise(datedRise(professional, new Date(Date.now() - 60_000)))
    const since = await clockSubscriber(RISE.monthly_price_id, `rise-after-${Date.now()}@example.com`)
    customers.push(since.customer.id)

    const stripe = localStripe()
    const twoMonthsOn = Math.floor((Date.now() + 62 * DAY_MS) / 1000)
    await stripe.testHelpers.testClocks.advance(before.clock.id, { frozen_time: twoMonthsOn })
    await stripe.testHelpers.testClocks.advance(since.clock.id, { frozen_time: twoMonthsOn })
    expect(await renewalsOf(before.customer.id)).toEqual([49_700, 49_700])
    expect(await renewalsOf(since.customer.id)).toEqual([69_700, 69_700])

    // The product knows both as Professional subscribers, each at their own price.
    const rowOf = async (customer: string) => {
      const res = await api(`/api/subscriptions?where[stripe_customer_id][equals]=${customer}&depth=0`, { as: 'admin' })
      const row = res.body.docs?.[0]
      return row ? `${row.plan} ${row.amount}` : null
    }
    await expect.poll(() => rowOf(before.customer.id)).toBe('Professional 497')
    await expect.poll(() => rowOf(since.customer.id)).toBe('Professional 697')
  })
})
