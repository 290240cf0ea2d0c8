/** What the workspace bell says about a plan subscription that changed (docs/decisions/038). */
export type SubscriptionState = {
  status: string
  plan?: string | null
  price_id?: string | null
  billing_period?: string | null
  current_period_end?: string | null
  cancel_at_period_end?: boolean | null
}

export type SubscriptionNotice = {
  kind: 'started' | 'plan_changed' | 'cancel_scheduled' | 'cancel_withdrawn' | 'renewed' | 'payment_failed' | 'canceled'
  title: string
  message: string
  link: string
}

export const BILLING_LINK = '/app/billing'
const LIVE = new Set(['active', 'trialing'])
/** A period end that moved by less than this is the same period (clock skew, proration). */
const SAME_PERIOD_MS = 24 * 60 * 60 * 1000

const day = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }) : null
const planName = (state: SubscriptionState) => (state.plan ? `${state.plan} plan` : 'plan')

/**
 * The one notice a change of a plan subscription deserves, or null when nothing the customer
 * cares about changed (a redelivered snapshot, or the subscription's own `created` event
 * after the checkout already recorded it). `before` is the stored row, absent for a new one.
 */
export function subscriptionNotice(before: SubscriptionState | undefined, after: SubscriptionState): SubscriptionNotice | null {
  const plan = planName(after)
  const until = day(after.current_period_end)
  const notice = (kind: SubscriptionNotice['kind'], title: string, message: string): SubscriptionNotice => ({
    kind,
    title,
    message,
    link: BILLING_LINK,
  })

  if (after.status === 'canceled')
    return before?.status === 'canceled'
      ? null
      : notice('canceled', 'Plan canceled', `Your ${plan} has ended. Pick a plan any time to pick up where you left off.`)
  if (!before)
    return LIVE.has(after.status)
      ? notice('started', `Welcome to ${after.plan ?? 'your plan'}!`, `Your ${plan} is active.${until ? ` Next renewal: ${until}.` : ''}`)
      : null
  if (after.status === 'past_due' && before.status !== 'past_due')
    return notice(
      'payment_failed',
      'Payment failed',
      `We couldn't charge your card for your ${plan}. Update your payment method in Billing to keep it active.`,
    )
  if (!LIVE.has(after.status)) return null
  if (after.price_id && before.price_id && after.price_id !== before.price_id)
    return notice(
      'plan_changed',
      'Plan updated',
      `You're now on the ${plan}${after.billing_period ? ` (${after.billing_period})` : ''}.${until ? ` Next renewal: ${until}.` : ''}`,
    )
  if (after.cancel_at_period_end && !before.cancel_at_period_end)
    return notice(
      'cancel_scheduled',
      'Cancellation scheduled',
      `Your ${plan} stays active until ${until ?? 'the end of this period'}. Changed your mind? Renew it from Billing.`,
    )
  if (!after.cancel_at_period_end && before.cancel_at_period_end)
    return notice('cancel_withdrawn', 'Cancellation withdrawn', `Your ${plan} will renew${until ? ` on ${until}` : ''}.`)
  const movedBy =
    after.current_period_end && before.current_period_end
      ? new Date(after.current_period_end).getTime() - new Date(before.current_period_end).getTime()
      : 0
  if (movedBy > SAME_PERIOD_MS) return notice('renewed', 'Plan renewed', `Your ${plan} renewed.${until ? ` Next renewal: ${until}.` : ''}`)
  return null
}
