import { expect } from 'vitest'
import { api } from './api'

/** Runs `task` for 0..count-1, `width` at a time. */
export async function inBatches(count: number, width: number, task: (i: number) => Promise<void>): Promise<void> {
  for (let start = 0; start < count; start += width)
    await Promise.all(Array.from({ length: Math.min(width, count - start) }, (_, k) => task(start + k)))
}

/** Publishes the Home global with `edit` applied to `home` (as read with depth 0). */
export async function publishHome(home: Record<string, any>, edit: (home: Record<string, any>) => Record<string, any>): Promise<void> {
  const res = await api('/api/globals/home', {
    method: 'POST',
    as: 'admin',
    body: { ...edit(structuredClone(home)), _status: 'published' },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
}

/** A paid $97 order, as the checkout's webhook leaves it; `bump`: the buyer ticked the order bump. */
export async function recordPaidOrder(key: string, bump: boolean): Promise<void> {
  const res = await api('/api/orders', {
    method: 'POST',
    as: 'admin',
    body: {
      email: `${key}@example.com`,
      full_name: 'Sim Buyer',
      base_price: 97,
      checkout_session_id: `cs_${key}`,
      status: 'paid',
      paid_at: new Date().toISOString(),
      bump_selected: bump,
      base_amount: 97,
      ...(bump ? { bump_price: 197, bump_amount: 197 } : {}),
    },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
}

/** Paid orders of the last 30 days, and those that took the bump, as the REST API counts them. */
export async function ordersOfLast30Days(): Promise<{ orders: number; took: number }> {
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString()
  const count = async (extra: string) =>
    (await api(`/api/orders?limit=1&depth=0&where[paid_at][greater_than_equal]=${encodeURIComponent(since)}${extra}`, { as: 'admin' })).body
      .totalDocs as number
  return { orders: await count(''), took: await count('&where[bump_selected][equals]=true') }
}
