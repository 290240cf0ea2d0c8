import { randomBytes } from 'node:crypto'
import { describe, expect, inject, it } from 'vitest'
import { PORTAL_SESSION_SECONDS } from '../../server/integrations/stripe/local/portal-session-expiry'
import { api, login } from '../support/api'
import { fromDatabase, inDatabase } from '../support/database-rows'
import { as } from '../support/workspace'

/**
 * The local payment provider's billing-portal link is the only credential its pages ask for:
 * it works for an hour, as Stripe's own short-lived portal sessions, then shows nothing and
 * changes nothing (issue 38, docs/decisions/111).
 */
/** A new agency with a vendor product's monthly subscription, paid on the provider's page, and its portal link. */
async function portalLink(): Promise<string> {
  const email = `portal-${randomBytes(6).toString('hex')}@example.com`
  await api('/api/users', { method: 'POST', body: { email, password: 'portal-password' } })
  const agency = { token: await login(email, 'portal-password') }
  const [product] = (await as(agency, '/api/vendor-products?depth=0&limit=1&sort=id')).body.docs
  const checkout = await as(agency, '/fn/subscribe-vendor-product', {
    method: 'POST',
    body: { productId: product.id, tierName: product.pricing_tiers[0].tier_name },
  })
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200)
  const paid = await fetch(checkout.body.url, {
    method: 'POST',
    body: new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Portal Holder' }),
    redirect: 'manual',
  })
  expect(paid.status).toBe(303)
  let row: { id: number } | undefined
  for (let tries = 0; !row; tries++) {
    if (tries > 100) throw new Error('no subscription recorded')
    await new Promise((resolve) => setTimeout(resolve, 100))
    row = (await as(agency, '/api/agency-product-subscriptions?where[stripe_subscription_id][exists]=true&depth=0')).body.docs[0]
  }
  const portal = await as(agency, '/fn/create-portal-session', { method: 'POST', body: { productSubscriptionId: row.id } })
  expect(portal.status, JSON.stringify(portal.body)).toBe(200)
  return portal.body.url as string
}

/** Moves the portal session's creation back by `seconds`, in the provider's row of the server's database. */
async function age(portalId: string, seconds: number) {
  const [row] = await fromDatabase('select data from local_payment_objects where stripe_id = ?', [portalId])
  const data = (typeof row!.data === 'string' ? JSON.parse(row!.data) : row!.data) as { created: number }
  data.created -= seconds
  const pg = !inject('databaseUrl').startsWith('file:')
  await inDatabase([
    {
      sql: `update local_payment_objects set data = ${pg ? '?::jsonb' : '?'} where stripe_id = ?`,
      params: [JSON.stringify(data), portalId],
    },
  ])
}

describe('local billing-portal links', () => {
  it('work within the hour, and after it refuse to show or change a plan, with a way back', async () => {
    const link = await portalLink()
    const portalId = new URL(link).pathname.split('/').pop()!
    const fresh = await fetch(link)
    expect(fresh.status).toBe(200)
    const subscriptionId = /name="subscription" value="([^"]+)"/.exec(await fresh.text())?.[1]
    expect(subscriptionId).toBeTruthy()

    await age(portalId, PORTAL_SESSION_SECONDS - 60)
    expect((await fetch(link)).status).toBe(200)

    await age(portalId, 61)
    const shown = await fetch(link)
    expect(shown.status).toBe(410)
    const page = await shown.text()
    expect(page).toContain('This billing session has expired')
    expect(page).toContain('/app/billing')
    expect(page).not.toContain('name="subscription"')

    const cancel = await fetch(link, { method: 'POST', body: new URLSearchParams({ subscription: subscriptionId!, action: 'cancel' }) })
    expect(cancel.status).toBe(410)
    const [stored] = await fromDatabase('select data from local_payment_objects where stripe_id = ?', [subscriptionId])
    const subscription = typeof stored!.data === 'string' ? JSON.parse(stored!.data) : stored!.data
    expect(subscription.cancel_at_period_end).toBeFalsy()
  })
})
