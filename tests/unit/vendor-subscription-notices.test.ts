import { describe, expect, it } from 'vitest'
import { vendorSubscriptionNotices, type VendorSubscriptionState } from '../../server/marketplace/vendor-subscription-notices'

const active: VendorSubscriptionState = {
  status: 'active',
  tier_name: 'Growth',
  price_monthly: 597,
  current_period_end: '2027-03-03T10:00:00.000Z',
  cancel_at_period_end: false,
}
const names = { product: 'Meta Ads Autopilot', agency: 'Acme Agency' }
const told = (notices: ReturnType<typeof vendorSubscriptionNotices>) => notices.map((notice) => [notice.to, notice.title])

describe('vendorSubscriptionNotices', () => {
  it('tells the agency and the vendor of a new subscription, with the tier and its monthly price', () => {
    expect(vendorSubscriptionNotices(undefined, active, names)).toEqual([
      {
        to: 'agency',
        title: 'Subscribed to Meta Ads Autopilot',
        message: 'Meta Ads Autopilot (Growth, $597.00/mo) is active. Next renewal: March 3, 2027.',
        link: '/app/billing',
      },
      {
        to: 'vendor',
        title: 'New subscriber: Meta Ads Autopilot',
        message: 'Acme Agency subscribed to Meta Ads Autopilot (Growth, $597.00/mo).',
        link: '/app/billing',
      },
    ])
  })

  it('tells nobody of the same state again, nor of a new subscription that is not live', () => {
    expect(vendorSubscriptionNotices(active, { ...active }, names)).toEqual([])
    expect(vendorSubscriptionNotices(undefined, { ...active, status: 'past_due' }, names)).toEqual([])
    const canceled = { ...active, status: 'canceled' as const }
    expect(vendorSubscriptionNotices(canceled, canceled, names)).toEqual([])
  })

  it('tells the agency a scheduled cancellation, and both the end', () => {
    const ending = { ...active, cancel_at_period_end: true }
    expect(vendorSubscriptionNotices(active, ending, names)).toEqual([
      {
        to: 'agency',
        title: 'Cancellation scheduled',
        message: 'Your Meta Ads Autopilot subscription stays active until March 3, 2027.',
        link: '/app/billing',
      },
    ])
    expect(told(vendorSubscriptionNotices(ending, { ...ending, status: 'canceled' }, names))).toEqual([
      ['agency', 'Meta Ads Autopilot canceled'],
      ['vendor', 'Subscriber left: Meta Ads Autopilot'],
    ])
  })
})
