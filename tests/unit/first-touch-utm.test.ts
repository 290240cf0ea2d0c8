import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { firstTouchUtm } from '../../web/lib/first-touch-utm'

/** The session's first-touch utm tags (web/lib/first-touch-utm.ts), kept in the tab's session storage. */
describe('firstTouchUtm', () => {
  let stored: Map<string, string>
  const at = (search: string) => vi.stubGlobal('window', { location: { search } })

  beforeEach(() => {
    stored = new Map()
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it("keeps the landing page's tags after the visitor moves to a page without them", () => {
    at('?utm_source=newsletter&utm_medium=email&utm_campaign=launch&other=x')
    expect(firstTouchUtm()).toEqual({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'launch' })
    at('?email=a%40example.com')
    expect(firstTouchUtm()).toEqual({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'launch' })
  })

  it('is not replaced by the tags of a later page of the session', () => {
    at('?utm_source=ads&utm_term=agency')
    firstTouchUtm()
    at('?utm_source=other&utm_campaign=later')
    expect(firstTouchUtm()).toEqual({ utm_source: 'ads', utm_term: 'agency' })
  })

  it('takes the first page with tags when the landing page had none', () => {
    at('')
    expect(firstTouchUtm()).toEqual({})
    expect(stored.size).toBe(0)
    at('?utm_source=partner')
    firstTouchUtm()
    at('')
    expect(firstTouchUtm()).toEqual({ utm_source: 'partner' })
  })

  it("falls back to the page's own tags when storage holds something else or fails", () => {
    stored.set('first_touch_utm', 'not json')
    at('?utm_source=here')
    expect(firstTouchUtm()).toEqual({ utm_source: 'here' })
    stored.set('first_touch_utm', JSON.stringify({ utm_source: 5, utm_medium: 'x'.repeat(300) }))
    expect(firstTouchUtm()).toEqual({ utm_medium: 'x'.repeat(200) })
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied')
      },
    })
    expect(firstTouchUtm()).toEqual({ utm_source: 'here' })
  })
})
