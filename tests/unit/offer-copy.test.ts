import { describe, expect, it } from 'vitest'
import { offerText, orderTotal, usd } from '../../web/offer/offer-copy'

const pricing = {
  price_id: 'price_agency_arbitrage_97',
  product_name: 'Agency Arbitrage Blueprint',
  base_price: 97,
  bump_name: 'Custom CRM Upgrade',
  bump_price: 197,
  upsell_name: 'Implementation Accelerator Program',
  upsell_price: 297,
  upsell_compare_at: 997,
  value: 2997,
}

describe('the offer’s prices in its copy', () => {
  it('formats dollars as the pages show them', () => {
    expect(usd(97)).toBe('$97')
    expect(usd(2997)).toBe('$2,997')
    expect(usd(99.5)).toBe('$99.50')
  })

  it('totals the base, plus the bump when it is on', () => {
    expect(orderTotal(pricing, false)).toBe(97)
    expect(orderTotal(pricing, true)).toBe(294)
  })

  it('fills every placeholder from the CMS prices', () => {
    expect(offerText('Complete Order - {total}', pricing, orderTotal(pricing, true))).toBe('Complete Order - $294')
    expect(offerText('YES! I Need a Custom CRM and More! (+{bump_price})', pricing)).toBe('YES! I Need a Custom CRM and More! (+$197)')
    expect(offerText('VALUE: {value}', pricing)).toBe('VALUE: $2,997')
    expect(offerText('{upsell_price}, struck {compare_at}, Save {save}', pricing)).toBe('$297, struck $997, Save $700')
    expect(offerText('Get Started Now - {price}', pricing)).toBe('Get Started Now - $97')
    expect(offerText('{unknown} stays', pricing)).toBe('{unknown} stays')
  })
})
