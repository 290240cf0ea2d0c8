import { describe, expect, it } from 'vitest'
import {
  BANDIT_WIN_CHANCE,
  decideCopyTest,
  MIN_USERS_PER_ARM,
  type CopyTestArm,
  type CopyTestInput,
} from '../../experiments/copy-rules/decide'
import { thompsonWeights } from '../../experiments/copy-rules/thompson'

const now = new Date('2025-03-10T12:00:00.000Z')
const future = '2025-04-10T00:00:00.000Z'
const past = '2025-03-10T11:59:59.000Z'

const arms = (...counts: Array<[number, number]>): CopyTestArm[] =>
  counts.map(([users, conversions], i) => ({ key: i === 0 ? 'control' : String.fromCharCode(96 + i), users, conversions }))

const input = (overrides: Partial<CopyTestInput> & Pick<CopyTestInput, 'arms'>): CopyTestInput => ({
  rule: 'sequential',
  weights: overrides.arms.map(() => 1 / overrides.arms.length),
  srmP: 0.5,
  guardrails: [],
  minSamplePerArm: null,
  endsAt: future,
  now,
  ...overrides,
})

// Variant a clearly better: 10% against 15% on 4,000 users each.
const clearWin = arms([4000, 400], [4000, 600])
const noDifference = arms([4000, 400], [4000, 404])

describe('decideCopyTest: stops that promote nothing', () => {
  it('stops on a sample ratio mismatch, even with a clear winner', () => {
    const decision = decideCopyTest(input({ arms: clearWin, srmP: 0.0002 }))
    expect(decision).toEqual({
      action: 'stop',
      outcome: 'srm',
      winner: null,
      reason: 'Sample ratio mismatch (p = 0.0002): the split is not what was set, so nothing is promoted.',
    })
    // Just above the threshold it is no mismatch; null (the bandit) is not checked.
    expect(decideCopyTest(input({ arms: clearWin, srmP: 0.002 }))).toMatchObject({ outcome: 'winner' })
    expect(decideCopyTest(input({ arms: clearWin, srmP: null }))).toMatchObject({ outcome: 'winner' })
  })

  it('stops when a guardrail got worse, naming it', () => {
    const guardrails = [
      { key: 'purchase', name: 'Purchases', worse: false },
      { key: 'checkout-started', name: 'Checkout started', worse: true },
    ]
    for (const rule of ['sequential', 'fixed-horizon', 'bandit'] as const) {
      const decision = decideCopyTest(input({ rule, arms: clearWin, guardrails, minSamplePerArm: 1000 }))
      expect(decision).toMatchObject({ action: 'stop', outcome: 'guardrail', winner: null })
      if (decision.action === 'stop') {
        expect(decision.reason).toMatch(/^Guardrail Checkout started got significantly worse/)
        expect(decision.reason).not.toContain('Purchases')
      }
    }
  })

  it(`decides nothing before every arm has ${MIN_USERS_PER_ARM} users`, () => {
    // An enormous difference, but the control has 99 users.
    const thin = arms([MIN_USERS_PER_ARM - 1, 2], [400, 200])
    for (const rule of ['sequential', 'fixed-horizon', 'bandit'] as const)
      expect(decideCopyTest(input({ rule, arms: thin, minSamplePerArm: 50 }))).toEqual({ action: 'continue' })
    // At its end date such a test ends without a winner.
    expect(decideCopyTest(input({ arms: thin, endsAt: past }))).toMatchObject({ action: 'stop', outcome: 'ended', winner: null })
  })

  it('refuses arms without their weights', () => {
    expect(() => decideCopyTest(input({ arms: clearWin, weights: [1] }))).toThrow(/weight per arm/)
  })
})

describe('decideCopyTest: sequential', () => {
  it('promotes a variant whose interval is wholly above 0, with the figures', () => {
    const decision = decideCopyTest(input({ arms: clearWin }))
    expect(decision).toMatchObject({ action: 'stop', outcome: 'winner', winner: 'a' })
    if (decision.action === 'stop')
      expect(decision.reason).toMatch(
        /^Variant A converts 50\.0% more often than the published words \(95% interval \+\d+\.\d% to \+\d+\.\d%\)/,
      )
  })

  it('picks the best of several winners and splits alpha across them', () => {
    const decision = decideCopyTest(input({ arms: arms([4000, 400], [4000, 560], [4000, 640]) }))
    expect(decision).toMatchObject({ outcome: 'winner', winner: 'b' })
    if (decision.action === 'stop') expect(decision.reason).toContain('97.5% interval')
  })

  it('keeps the control when every variant is worse', () => {
    expect(decideCopyTest(input({ arms: arms([4000, 600], [4000, 400], [4000, 420]) }))).toMatchObject({
      outcome: 'no-winner',
      winner: null,
    })
    // One worse and one undecided: keep looking.
    expect(decideCopyTest(input({ arms: arms([4000, 600], [4000, 400], [4000, 600]) }))).toEqual({ action: 'continue' })
  })

  it('continues while undecided, and ends without a winner at the end date', () => {
    expect(decideCopyTest(input({ arms: noDifference }))).toEqual({ action: 'continue' })
    const ended = decideCopyTest(input({ arms: noDifference, endsAt: past }))
    expect(ended).toMatchObject({ action: 'stop', outcome: 'ended', winner: null })
    if (ended.action === 'stop') expect(ended.reason).toMatch(/end date with no clear winner \(variant A \+1\.0%/)
    // A winner at the end date is still promoted.
    expect(decideCopyTest(input({ arms: clearWin, endsAt: past }))).toMatchObject({ outcome: 'winner', winner: 'a' })
  })
})

describe('decideCopyTest: fixed-horizon', () => {
  const fixed = (overrides: Partial<CopyTestInput> & Pick<CopyTestInput, 'arms'>) =>
    input({ rule: 'fixed-horizon', minSamplePerArm: 3841, ...overrides })

  it('waits for the planned sample, even with a clear difference', () => {
    expect(decideCopyTest(fixed({ arms: arms([3000, 300], [3840, 600]) }))).toEqual({ action: 'continue' })
  })

  it('reads the test once the sample is reached', () => {
    const win = decideCopyTest(fixed({ arms: clearWin }))
    expect(win).toMatchObject({ action: 'stop', outcome: 'winner', winner: 'a' })
    if (win.action === 'stop')
      expect(win.reason).toMatch(/^With the planned 3,841 people per version, variant A converts 50\.0% more often/)
    expect(decideCopyTest(fixed({ arms: noDifference }))).toMatchObject({ action: 'stop', outcome: 'no-winner', winner: null })
  })

  it('ends without a winner when the end date comes before the sample', () => {
    const decision = decideCopyTest(fixed({ arms: arms([3000, 300], [3100, 600]), endsAt: past }))
    expect(decision).toMatchObject({ action: 'stop', outcome: 'ended', winner: null })
    if (decision.action === 'stop') expect(decision.reason).toContain('the sample was not reached')
  })

  it('without a plan, reads the test at its end date', () => {
    expect(decideCopyTest(fixed({ arms: clearWin, minSamplePerArm: null }))).toEqual({ action: 'continue' })
    expect(decideCopyTest(fixed({ arms: clearWin, minSamplePerArm: null, endsAt: past }))).toMatchObject({ outcome: 'winner', winner: 'a' })
  })

  it('uses a fixed test, which is narrower than the sequential one', () => {
    // 10% against 11.7% on 4,000 each: significant for a single look, not for a confidence sequence.
    const modest = arms([4000, 400], [4000, 468])
    expect(decideCopyTest(fixed({ arms: modest }))).toMatchObject({ outcome: 'winner', winner: 'a' })
    expect(decideCopyTest(input({ arms: modest }))).toEqual({ action: 'continue' })
  })
})

describe('decideCopyTest: bandit', () => {
  const bandit = (overrides: Partial<CopyTestInput> & Pick<CopyTestInput, 'arms'>) => input({ rule: 'bandit', srmP: null, ...overrides })
  // Chance to be best ~0.92 and ~0.96: either side of the threshold.
  const almost = arms([1000, 100], [1000, 120])
  const enough = arms([1000, 100], [1000, 125])

  it(`stops with a winner once a variant's chance to be best reaches ${BANDIT_WIN_CHANCE}`, () => {
    expect(thompsonWeights(almost)[1]).toBeLessThan(BANDIT_WIN_CHANCE)
    expect(thompsonWeights(enough)[1]).toBeGreaterThanOrEqual(BANDIT_WIN_CHANCE)
    expect(decideCopyTest(bandit({ arms: almost }))).toEqual({ action: 'continue' })
    const decision = decideCopyTest(bandit({ arms: enough }))
    expect(decision).toMatchObject({ action: 'stop', outcome: 'winner', winner: 'a' })
    if (decision.action === 'stop')
      expect(decision.reason).toMatch(/^Variant A has a 9\d\.\d% chance to be the best \(12\.5% of its visitors convert, against 10\.0%/)
  })

  it('keeps the control when it is the one nearly sure to be best', () => {
    const decision = decideCopyTest(bandit({ arms: arms([1000, 130], [1000, 100], [1000, 95]) }))
    expect(decision).toMatchObject({ outcome: 'no-winner', winner: null })
    if (decision.action === 'stop')
      expect(decision.reason).toMatch(/13\.0% of their visitors convert; the best variant, variant A, converts 10\.0%/)
  })

  it('at the end date: the leader if it reached the threshold, else ended', () => {
    expect(decideCopyTest(bandit({ arms: enough, endsAt: past }))).toMatchObject({ outcome: 'winner', winner: 'a' })
    const ended = decideCopyTest(bandit({ arms: almost, endsAt: past }))
    expect(ended).toMatchObject({ action: 'stop', outcome: 'ended', winner: null })
    if (ended.action === 'stop') expect(ended.reason).toMatch(/the closest: variant A at 9\d\.\d%/)
  })
})
