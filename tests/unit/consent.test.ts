import { describe, expect, it } from 'vitest'
import { choiceOf, consentFor } from '../../contracts/consent'
import { controlOnlyPayload } from '../../experiments/payload'

describe('who is asked for cookie consent (docs/decisions/121)', () => {
  const base = { version: 2, cookie: undefined, country: null }
  it.each([
    ['eu', 'DE', { tracking: false, ask: true }],
    ['eu', 'GB', { tracking: false, ask: true }],
    ['eu', 'NO', { tracking: false, ask: true }],
    ['eu', null, { tracking: false, ask: true }],
    ['eu', 'US', { tracking: true, ask: false }],
    ['everyone', 'US', { tracking: false, ask: true }],
  ] as const)('mode %s, country %s', (mode, country, expected) => {
    expect(consentFor({ ...base, mode, country })).toEqual({ ...expected, version: 2 })
  })

  it('the mode off asks nobody and measures everyone', () => {
    expect(consentFor({ ...base, mode: 'off', country: 'DE', cookie: 'rejected.2' })).toBeUndefined()
  })

  it("keeps an answer whatever the country, and asks again after the banner's version changed", () => {
    expect(consentFor({ ...base, mode: 'eu', country: 'US', cookie: 'rejected.2' })).toEqual({ tracking: false, ask: false, version: 2 })
    expect(consentFor({ ...base, mode: 'eu', country: 'DE', cookie: 'accepted.2' })).toEqual({ tracking: true, ask: false, version: 2 })
    expect(choiceOf('accepted.1', 2)).toBeNull()
    expect(choiceOf('maybe.2', 2)).toBeNull()
  })
})

describe('the page of a visitor without consent', () => {
  it('has every experiment at its control, released values as released, and no rule left', () => {
    const payload = controlOnlyPayload({
      features: {
        running: { defaultValue: 'b', rules: [{ key: 'x', variations: ['control', 'b'], parentConditions: [] }] },
        released: { defaultValue: 'a', rules: [{ force: 'winner' }] },
        held: {
          defaultValue: 'promoted',
          rules: [{ force: 'original', parentConditions: [{ id: 'global-holdout', condition: { value: true } }] }],
        },
        'global-holdout': { defaultValue: false, rules: [{ key: 'global-holdout', variations: [true, false] }] },
      },
    })
    expect(payload.features).toEqual({
      running: { defaultValue: 'control' },
      released: { defaultValue: 'winner' },
      held: { defaultValue: 'promoted' },
      'global-holdout': { defaultValue: false },
    })
  })
})
