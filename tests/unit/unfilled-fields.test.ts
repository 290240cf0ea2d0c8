import { describe, expect, it } from 'vitest'
import { unfilledFields } from '../../seed/unfilled-fields'

describe('unfilledFields: what a global saved before a release lacks', () => {
  const seeded = {
    hero: { headline: 'Spec words' },
    delivery: { files: [1, 2], access_email: { subject: 'Your access', body: 'Hi {name}' }, steps: [{ title: 'Book' }] },
    note: 'A line',
    _status: 'published',
  }

  it('names a group that reads all empty (null, empty text, empty lists), and a field that is absent', () => {
    const saved = { hero: { headline: 'Edited' }, delivery: { files: [], access_email: { subject: null, body: '' }, steps: [] } }
    expect(unfilledFields(saved, seeded)).toEqual(['delivery', 'note'])
  })

  it('leaves every field with a value alone, even a group with one value left', () => {
    const saved = {
      hero: { headline: 'Edited' },
      delivery: { files: [], access_email: { subject: 'Mine', body: null }, steps: [] },
      note: 'x',
    }
    expect(unfilledFields(saved, seeded)).toEqual([])
  })

  it('never names what the seed itself leaves empty, nor the draft status', () => {
    expect(unfilledFields({}, { empty: { a: null }, none: [], _status: 'published' })).toEqual([])
  })
})
