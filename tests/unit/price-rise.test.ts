import { describe, expect, it } from 'vitest'
import { mentionsRise, riseAt, riseHtml, riseInEffect, riseText, riseValues, type PriceRiseRecord } from '../../contracts/price-rise'

const plan = { id: 2, name: 'Professional', key: 'professional', monthly_price: 497, annual_price: 4970 }
const AT = Date.parse('2027-01-01T00:00:00Z')
const dated: PriceRiseRecord = { plan, timing: 'date', rises_at: new Date(AT).toISOString(), monthly_price: 697, monthly_price_id: 'p697' }
const onTimer: PriceRiseRecord = {
  ...dated,
  timing: 'visitor_timer',
  rises_at: null,
  timer_hours: 24,
  timer_words: 'when your timer runs out',
}

describe('the price rise record (decision 120)', () => {
  it('fills a dated rise until its date, and nothing after it', () => {
    const before = riseValues(dated, AT - 1)
    expect(before).toMatchObject({ rise_plan: 'Professional', rise_price: '$697', rise_from: '$497', rise_date: 'January 1, 2027' })
    expect(riseText('{rise_plan} rises to {rise_price} {rise_when}.', before)).toBe('Professional rises to $697 on January 1, 2027.')
    expect(riseValues(dated, AT)).toBeNull()
    expect(riseInEffect(dated, null, AT - 1)).toBe(false)
    expect(riseInEffect(dated, null, AT)).toBe(true)
  })

  it('runs on the visitor timer from their first visit, and knows nothing without it', () => {
    expect(riseValues(onTimer, AT)?.rise_when).toBe('when your timer runs out')
    expect(riseAt(onTimer, null)).toBeNull()
    expect(riseInEffect(onTimer, AT, AT + 23 * 3_600_000)).toBe(false)
    expect(riseInEffect(onTimer, AT, AT + 24 * 3_600_000)).toBe(true)
  })

  it('hides a text that mentions the rise when none is set; other texts stay as they are', () => {
    for (const none of [null, { ...dated, plan: null }, { ...dated, rises_at: null }, { ...dated, monthly_price: null }])
      expect(riseValues(none as PriceRiseRecord | null, AT - 1)).toBeNull()
    expect(riseText('Price rises to {rise_price}.', null)).toBeNull()
    expect(riseText('Cancel any time.', null)).toBe('Cancel any time.')
    expect(mentionsRise('{first_name}, hello')).toBe(false)
  })

  it('escapes the values it writes into rich text', () => {
    const values = { ...riseValues(dated, AT - 1)!, rise_when: '<b>soon</b>' }
    expect(riseHtml('<p>Rises {rise_when}</p>', values)).toBe('<p>Rises &lt;b&gt;soon&lt;/b&gt;</p>')
  })
})
