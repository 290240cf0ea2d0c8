import { describe, expect, it } from 'vitest'
import { groupDigits } from '../../web/lib/digits'

describe('groupDigits', () => {
  it('groups like en-US toLocaleString', () => {
    for (const value of [0, 7, 97, 497, 2997, 9950, 119400, 1234567, -4976, 12.5, 1999.999]) {
      expect(groupDigits(value)).toBe(value.toLocaleString('en-US', { maximumFractionDigits: 0 }))
      expect(groupDigits(value, 2)).toBe(value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }))
    }
  })
})
