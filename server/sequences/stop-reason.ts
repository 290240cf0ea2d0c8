import type { PayloadRequest, Where } from 'payload'
import type { Sequence, SequenceEnrolment } from '../../cms/payload-types'
import type { SequenceStop } from '../../contracts/sequences'
import { addressForms } from './recipient-barred'

/**
 * The stop condition an enrolment has met, or null. A checkout's sequence counts its own order's
 * payment, and payments made since the checkout started; the others any payment ever (a lead who
 * already bought is no lead to nurture). Read from the records themselves, so a payment stops
 * the sequence even if its event reached the queue late.
 */
export async function stopReason(req: PayloadRequest, enrolment: SequenceEnrolment, sequence: Sequence): Promise<SequenceStop | null> {
  const { payload } = req
  const stops = new Set(sequence.stop_on ?? [])
  const forms = addressForms(enrolment.email)
  const checkout = enrolment.trigger === 'checkout_started'
  const since: Where[] = checkout ? [{ createdAt: { greater_than_equal: enrolment.triggered_at } }] : []
  const order = typeof enrolment.order === 'object' ? enrolment.order?.id : enrolment.order
  const any = async (collection: 'payments' | 'orders' | 'subscriptions', where: Where[]) =>
    (await payload.count({ collection, where: { and: [{ email: { in: forms } }, ...since, ...where] }, overrideAccess: true, req }))
      .totalDocs > 0
  const planPaid = () => any('subscriptions', [{ status: { in: ['active', 'trialing', 'past_due'] } }])
  if (stops.has('any_payment')) {
    if (
      order != null &&
      (
        await payload.count({
          collection: 'orders',
          where: { and: [{ id: { equals: order } }, { status: { equals: 'paid' } }] },
          overrideAccess: true,
          req,
        })
      ).totalDocs
    )
      return 'any_payment'
    if (await any('payments', [{ status: { equals: 'succeeded' } }])) return 'any_payment'
    if (await any('orders', [{ status: { equals: 'paid' } }])) return 'any_payment'
    if (await planPaid()) return 'any_payment'
  }
  if (stops.has('plan_payment')) {
    if (await any('payments', [{ status: { equals: 'succeeded' } }, { kind: { equals: 'plan' } }])) return 'plan_payment'
    if (await planPaid()) return 'plan_payment'
  }
  if (stops.has('refund') && (await any('orders', [{ access_revoked_reason: { equals: 'refunded' } }]))) return 'refund'
  if (stops.has('dispute') && (await any('orders', [{ access_revoked_reason: { equals: 'disputed' } }]))) return 'dispute'
  return null
}
