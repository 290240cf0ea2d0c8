import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { displayedProgress, realProgress, SPEC_PROGRESS_CURVE } from '../../web/home/video-progress'
import {
  activeMilestone,
  fill,
  newlyReachedMarks,
  nextShownViewers,
  pickRandom,
  randomIntervalMs,
  remainingPercent,
  splitEmojis,
} from '../../web/home/video/engagement'

const MILESTONES = [
  { fromPercent: 30, toPercent: 35, message: 'first' },
  { fromPercent: 60, toPercent: 65, message: 'second' },
]

describe('displayedProgress (spec section 9: 1.5x until 25 %, 1x until 75 %, then 0.6x)', () => {
  it.each([
    [0, 0],
    [10, 15],
    [25, 37.5],
    [50, 62.5],
    [75, 87.5],
    [90, 96.5],
    [100, 100],
  ])('real %d %% shows %d %%', (real, shown) => {
    expect(displayedProgress(real)).toBeCloseTo(shown, 10)
    expect(displayedProgress(real, SPEC_PROGRESS_CURVE)).toBeCloseTo(shown, 10)
  })

  it('is capped at 100 and never decreases', () => {
    expect(displayedProgress(100)).toBe(100)
    expect(displayedProgress(150)).toBe(100)
    expect(displayedProgress(-5)).toBe(0)
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        expect(displayedProgress(low)).toBeLessThanOrEqual(displayedProgress(high))
        expect(displayedProgress(high)).toBeLessThanOrEqual(100)
      }),
    )
  })
})

describe('realProgress', () => {
  it('is the lead gate at 60 s of the 871-s video ≈ 6.89 %', () => {
    expect(realProgress(60, 871)).toBeCloseTo(6.89, 2)
  })

  it('is 100 at the end, never more, and 0 without a duration', () => {
    expect(realProgress(871, 871)).toBe(100)
    expect(realProgress(900, 871)).toBe(100)
    expect(realProgress(10, 0)).toBe(0)
  })
})

describe('fill', () => {
  it('replaces placeholders', () => {
    expect(fill('{count} watching', { count: 12 })).toBe('12 watching')
    expect(fill('{name} from {city} just joined', { name: 'Sarah', city: 'Austin' })).toBe('Sarah from Austin just joined')
    expect(fill('Watch {percent}% to unlock', { percent: 63 })).toBe('Watch 63% to unlock')
  })

  it('replaces every occurrence and leaves unknown placeholders alone', () => {
    expect(fill('{a}-{a}-{b}', { a: 1 })).toBe('1-1-{b}')
    expect(fill('no placeholders', { a: 1 })).toBe('no placeholders')
  })
})

describe('nextShownViewers (docs/decisions/117)', () => {
  it('shows nothing before the first real count and below the minimum', () => {
    expect(nextShownViewers(null, null, 5)).toBeNull()
    expect(nextShownViewers(null, 4, 5)).toBeNull()
    expect(nextShownViewers(7, 4, 5)).toBeNull()
  })

  it('starts at the real count, falls at once, and climbs one at a time', () => {
    expect(nextShownViewers(null, 6, 5)).toBe(6)
    expect(nextShownViewers(9, 6, 5)).toBe(6)
    expect(nextShownViewers(6, 9, 5)).toBe(7)
  })

  it('never shows more than the real count, over any sequence of real counts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 100 }), fc.integer({ min: 1, max: 10 }), (reals, minimum) => {
        let shown: number | null = null
        for (const real of reals)
          for (let step = 0; step < 3; step++) {
            shown = nextShownViewers(shown, real, minimum)
            if (shown !== null) {
              expect(shown).toBeLessThanOrEqual(real)
              expect(shown).toBeGreaterThanOrEqual(minimum)
            }
          }
      }),
    )
  })
})

describe('randomIntervalMs', () => {
  it('spans min..max seconds', () => {
    expect(randomIntervalMs(8, 12, 0)).toBe(8000)
    expect(randomIntervalMs(8, 12, 0.5)).toBe(10000)
    expect(randomIntervalMs(8, 12, 0.999999)).toBeLessThanOrEqual(12000)
    expect(randomIntervalMs(10, 20, 0.25)).toBe(12500)
  })

  it('stays in range for any draw', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (draw) => {
        const ms = randomIntervalMs(10, 20, draw)
        expect(ms).toBeGreaterThanOrEqual(10000)
        expect(ms).toBeLessThanOrEqual(20000)
      }),
    )
  })
})

describe('pickRandom', () => {
  it('maps the draw onto the list', () => {
    const list = ['a', 'b', 'c', 'd']
    expect(pickRandom(list, 0)).toBe('a')
    expect(pickRandom(list, 0.5)).toBe('c')
    expect(pickRandom(list, 0.9999)).toBe('d')
    expect(pickRandom(list, 1)).toBe('d')
    expect(pickRandom([], 0.5)).toBeUndefined()
  })
})

describe('activeMilestone (spec: messages at 30-35 % and 60-65 % progress)', () => {
  it('finds the milestone whose inclusive range holds the displayed progress', () => {
    expect(activeMilestone(29.9, MILESTONES)).toBeNull()
    expect(activeMilestone(30, MILESTONES)?.message).toBe('first')
    expect(activeMilestone(35, MILESTONES)?.message).toBe('first')
    expect(activeMilestone(35.1, MILESTONES)).toBeNull()
    expect(activeMilestone(62.5, MILESTONES)?.message).toBe('second')
    expect(activeMilestone(70, MILESTONES)).toBeNull()
    expect(activeMilestone(50, [])).toBeNull()
  })
})

describe('remainingPercent (the locked badge)', () => {
  it('is the displayed distance to the threshold, rounded up, never below 0', () => {
    expect(remainingPercent(0, 100)).toBe(100)
    expect(remainingPercent(displayedProgress(25), 100)).toBe(63)
    expect(remainingPercent(displayedProgress(90), 100)).toBe(4)
    expect(remainingPercent(99.2, 100)).toBe(1)
    expect(remainingPercent(100, 100)).toBe(0)
    expect(remainingPercent(102, 100)).toBe(0)
  })

  it('ignores float noise', () => {
    expect(remainingPercent(100 - 1e-10, 100)).toBe(0)
    expect(remainingPercent(0.1 + 0.2, 10.3)).toBe(10)
  })
})

describe('newlyReachedMarks', () => {
  it('returns the 25/50/75/100 marks reached and not yet fired', () => {
    expect(newlyReachedMarks(10, new Set())).toEqual([])
    expect(newlyReachedMarks(25, new Set())).toEqual([25])
    expect(newlyReachedMarks(80, new Set([25]))).toEqual([50, 75])
    expect(newlyReachedMarks(100, new Set([25, 50, 75]))).toEqual([100])
    expect(newlyReachedMarks(100, new Set([25, 50, 75, 100]))).toEqual([])
  })
})

describe('splitEmojis', () => {
  it('splits into whole emojis, ignoring spaces', () => {
    expect(splitEmojis('🔥💰🚀👏')).toEqual(['🔥', '💰', '🚀', '👏'])
    expect(splitEmojis('❤️ 👍🏽 👨‍👩‍👧')).toEqual(['❤️', '👍🏽', '👨‍👩‍👧'])
    expect(splitEmojis('')).toEqual([])
  })
})
