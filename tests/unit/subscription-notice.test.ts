import { describe, expect, it } from 'vitest'
import { subscriptionNotice, type SubscriptionState } from '../../server/billing/subscription-notice'

const active: SubscriptionState = {
  status: 'active',
  plan: 'Professional',
  price_id: 'price_professional_monthly',
  billing_period: 'monthly',
  current_period_end: '2027-03-03T10:00:00.000Z',
  cancel_at_period_end: false,
}

describe('subscriptionNotice', () => {
  it('welcomes a new live subscription, and says nothing of one that is not live yet', () => {
    expect(subscriptionNotice(undefined, active)).toEqual({
      kind: 'started',
      title: 'Welcome to Professional!',
      message: 'Your Professional plan is active. Next renewal: March 3, 2027.',
      link: '/app/billing',
    })
    expect(subscriptionNotice(undefined, { ...active, status: 'incomplete' })).toBeNull()
  })

  it('says nothing when the same state arrives again', () => {
    expect(subscriptionNotice(active, { ...active })).toBeNull()
    expect(subscriptionNotice({ ...active, current_period_end: '2027-03-03T09:00:00.000Z' }, active)).toBeNull()
  })

  it('tells a plan change, a scheduled cancellation and its withdrawal', () => {
    expect(
      subscriptionNotice(active, { ...active, plan: 'Starter', price_id: 'price_starter_annual', billing_period: 'annual' }),
    ).toMatchObject({
      kind: 'plan_changed',
      title: 'Plan updated',
      message: "You're now on the Starter plan (annual). Next renewal: March 3, 2027.",
    })
    const canceling = { ...active, cancel_at_period_end: true }
    expect(subscriptionNotice(active, canceling)).toMatchObject({
      kind: 'cancel_scheduled',
      title: 'Cancellation scheduled',
      message: 'Your Professional plan stays active until March 3, 2027. Changed your mind? Renew it from Billing.',
    })
    expect(subscriptionNotice(canceling, active)).toMatchObject({ kind: 'cancel_withdrawn', title: 'Cancellation withdrawn' })
  })

  it('tells a renewal (the period moved on), a failed payment and the end', () => {
    expect(subscriptionNotice(active, { ...active, current_period_end: '2027-04-03T10:00:00.000Z' })).toMatchObject({
      kind: 'renewed',
      title: 'Plan renewed',
      message: 'Your Professional plan renewed. Next renewal: April 3, 2027.',
    })
    expect(subscriptionNotice(active, { ...active, status: 'past_due' })).toMatchObject({ kind: 'payment_failed' })
    const ended = { ...active, status: 'canceled', cancel_at_period_end: true }
    expect(subscriptionNotice({ ...active, cancel_at_period_end: true }, ended)).toMatchObject({ kind: 'canceled', title: 'Plan canceled' })
    expect(subscriptionNotice(ended, ended)).toBeNull()
  })
})
