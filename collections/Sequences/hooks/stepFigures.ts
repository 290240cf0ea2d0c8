import type { CollectionAfterReadHook, Where } from 'payload'
import { isStaffUser } from '../../access/roles'

/** The most clickers one step's revenue is added up over; a step with more shows the first ones'. */
const CLICKERS_COUNTED = 1000

/**
 * Fills each step's figures when staff open a sequence (the admin's edit view, one document):
 * e-mails sent, people who clicked, unsubscribes from it, and the dollars paid by the people
 * who clicked, after their click ($97 orders and plan payments). Lists and the sending jobs skip
 * it: it costs queries per step.
 */
export const stepFigures: CollectionAfterReadHook = async ({ doc, req, findMany }) => {
  if (findMany || !isStaffUser(req.user) || !Array.isArray(doc?.steps)) return doc
  const { payload } = req
  const steps = doc.steps as Record<string, unknown>[]
  await Promise.all(
    steps.map(async (step, index) => {
      const of: Where = { and: [{ sequence: { equals: doc.id } }, { step: { equals: index } }, { status: { equals: 'sent' } }] }
      const count = async (extra?: Where) =>
        (await payload.count({ collection: 'sequence-sends', where: extra ? { and: [of, extra] } : of, req })).totalDocs
      const [sent, unsubscribed] = await Promise.all([count(), count({ unsubscribed_at: { exists: true } })])
      const { docs: clicks } = await payload.find({
        collection: 'sequence-sends',
        where: { and: [of, { clicked_at: { exists: true } }] },
        limit: CLICKERS_COUNTED,
        depth: 0,
        select: { email: true, clicked_at: true },
        req,
      })
      const clickedAt = new Map(clicks.map((send) => [send.email, String(send.clicked_at)]))
      let revenue = 0
      if (clickedAt.size > 0) {
        const emails = [...clickedAt.keys()]
        const after = (email: string | null | undefined, at: string | null | undefined) => {
          const since = clickedAt.get(email ?? '')
          return Boolean(since && at && at >= since)
        }
        // The $97 orders (base, bump and upsell) and the plans' payments: each dollar once.
        const [{ docs: orders }, { docs: planPayments }] = await Promise.all([
          payload.find({
            collection: 'orders',
            where: { and: [{ email: { in: emails } }, { status: { equals: 'paid' } }] },
            pagination: false,
            depth: 0,
            select: { email: true, total: true, paid_at: true },
            overrideAccess: true,
            req,
          }),
          payload.find({
            collection: 'payments',
            where: { and: [{ email: { in: emails } }, { status: { equals: 'succeeded' } }, { kind: { equals: 'plan' } }] },
            pagination: false,
            depth: 0,
            select: { email: true, amount: true, createdAt: true },
            overrideAccess: true,
            req,
          }),
        ])
        for (const order of orders) if (after(order.email, order.paid_at)) revenue += order.total ?? 0
        for (const payment of planPayments) if (after(payment.email, payment.createdAt)) revenue += payment.amount
      }
      Object.assign(step, { sent, clicked: clickedAt.size, unsubscribed, revenue })
    }),
  )
  return doc
}
