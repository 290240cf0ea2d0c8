/** What the bells say about a vendor product subscription that changed (docs/decisions/053-marketplace.md). */
export type VendorSubscriptionState = {
  status: 'active' | 'past_due' | 'canceled'
  tier_name: string
  price_monthly: number
  current_period_end?: string | null
  cancel_at_period_end?: boolean | null
}

export type VendorSubscriptionNotice = { to: 'agency' | 'vendor'; title: string; message: string; link: string }

export const BILLING_LINK = '/app/billing'

const day = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }) : null
const perMonth = (amount: number) => `$${amount.toFixed(2)}/mo`

/**
 * The notices one change deserves: a new subscription tells the agency and the product's
 * vendor (their new subscriber); a scheduled cancellation tells the agency; the end tells
 * both. A redelivered snapshot, or the subscription's own `created` event after the checkout
 * recorded it, changes nothing and tells nobody. `before` is the stored row, absent for a new one.
 */
export function vendorSubscriptionNotices(
  before: VendorSubscriptionState | undefined,
  after: VendorSubscriptionState,
  { product, agency }: { product: string; agency: string },
): VendorSubscriptionNotice[] {
  const tier = `${after.tier_name}, ${perMonth(after.price_monthly)}`
  const until = day(after.current_period_end)
  const notice = (to: VendorSubscriptionNotice['to'], title: string, message: string) => ({ to, title, message, link: BILLING_LINK })
  if (after.status === 'canceled')
    return before?.status === 'canceled'
      ? []
      : [
          notice('agency', `${product} canceled`, `Your ${product} subscription (${tier}) has ended.`),
          notice('vendor', `Subscriber left: ${product}`, `${agency} ended their ${product} subscription (${tier}).`),
        ]
  if (!before)
    return after.status === 'active'
      ? [
          notice('agency', `Subscribed to ${product}`, `${product} (${tier}) is active.${until ? ` Next renewal: ${until}.` : ''}`),
          notice('vendor', `New subscriber: ${product}`, `${agency} subscribed to ${product} (${tier}).`),
        ]
      : []
  if (after.cancel_at_period_end && !before.cancel_at_period_end)
    return [
      notice('agency', 'Cancellation scheduled', `Your ${product} subscription stays active until ${until ?? 'the end of the period'}.`),
    ]
  return []
}
