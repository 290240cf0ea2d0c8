import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { api } from '../support/api'

/**
 * Payload writes an order's whole row on every update, from the copy it read first. Writers of
 * one order at once (the upsell's webhook, the upsell function, the mails' timestamps) must not
 * put back what they read before another's write: each update locks the row first on
 * PostgreSQL (collections/hooks/lockRowForUpdate.ts); SQLite's transactions already take turns.
 */
describe('writes to one order at the same moment', () => {
  it('keep every field each writer set, and the total of every amount', async () => {
    const created = await api('/api/orders', {
      method: 'POST',
      as: 'admin',
      body: { email: 'together@example.com', base_price: 97, checkout_session_id: `cs_together_${randomBytes(6).toString('hex')}` },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = created.body.doc.id
    // As many writers as an order meets at once: two webhooks, the upsell's tabs, the mails.
    const writes: Record<string, unknown>[] = [
      { base_amount: 97 },
      { bump_amount: 197 },
      { upsell_amount: 297 },
      { upsell_status: 'accepted' },
      { confirmation_sent_at: '2026-11-26T10:00:00.000Z' },
      { access_sent_at: '2026-11-26T10:01:00.000Z' },
    ]
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(writes.map((body) => api(`/api/orders/${id}`, { method: 'PATCH', as: 'admin', body })))
      expect(answers.map((answer) => answer.status)).toEqual(writes.map(() => 200))
      const order = (await api(`/api/orders/${id}?depth=0`, { as: 'admin' })).body
      for (const body of writes) expect(order).toMatchObject(body)
      expect(order.total).toBe(97 + 197 + 297)
      // The next round starts again from nothing written.
      await api(`/api/orders/${id}`, {
        method: 'PATCH',
        as: 'admin',
        body: Object.fromEntries(
          writes.map((body) => {
            const [key, value] = Object.entries(body)[0]!
            return [key, typeof value === 'number' ? 0 : key === 'upsell_status' ? 'offered' : null]
          }),
        ),
      })
    }
    await api(`/api/orders/${id}`, { method: 'DELETE', as: 'admin' })
  })
})
