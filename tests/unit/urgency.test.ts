import { describe, expect, it } from 'vitest'
import { itemMedia } from '../../web/lib/item-media'
import { minutesSince, spotsLeft } from '../../web/home/urgency'
import { countdownDeadline, readFirstSeen } from '../../contracts/urgency'
import { salesWeekStart } from '../../collections/Home/hooks/sales-week'
import { firstSeenFromCookie, timeLeft } from '../../web/ui/Countdown'

describe("'spots left' (docs/decisions/082: the capacity minus this week's sales)", () => {
  it('is the capacity minus the plans sold, never below zero', () => {
    expect(spotsLeft(10, 0)).toBe(10)
    expect(spotsLeft(10, 3)).toBe(7)
    expect(spotsLeft(10, 12)).toBe(0)
    expect(spotsLeft(10, null)).toBe(10)
  })

  it('is nothing while no capacity is set, so the widget hides', () => {
    expect(spotsLeft(null, 3)).toBeNull()
    expect(spotsLeft(undefined, 0)).toBeNull()
    expect(spotsLeft(0, 0)).toBeNull()
  })
})

describe("'last spot sold' (the latest real sale)", () => {
  it('counts whole minutes since the sale, and nothing without one', () => {
    expect(minutesSince('2026-11-27T10:00:00.000Z', Date.parse('2026-11-27T10:47:59.000Z'))).toBe(47)
    expect(minutesSince('2026-11-27T10:00:00.000Z', Date.parse('2026-11-27T09:00:00.000Z'))).toBe(0)
    expect(minutesSince(null, 0)).toBeNull()
  })

  it('counts sales from Monday 00:00 UTC', () => {
    expect(salesWeekStart(new Date('2026-11-27T16:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z') // a Friday
    expect(salesWeekStart(new Date('2026-11-29T23:59:59Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z') // Sunday
    expect(salesWeekStart(new Date('2026-11-30T00:00:00Z')).toISOString()).toBe('2026-11-30T00:00:00.000Z') // Monday
  })
})

describe('countdowns that hold still (docs/decisions/082)', () => {
  it("run to the marketer's deadline when one is set, whatever the first visit", () => {
    expect(countdownDeadline('2026-12-01T00:00:00.000Z', 24, 1_000)).toBe(Date.parse('2026-12-01T00:00:00.000Z'))
    expect(countdownDeadline('2026-12-01T00:00:00.000Z', 24, null)).toBe(Date.parse('2026-12-01T00:00:00.000Z'))
  })

  it('else run the default hours from the first visit: a later visit gets the same deadline, not a new one', () => {
    const firstSeen = 1_764_000_000_000
    expect(countdownDeadline(null, 24, firstSeen)).toBe(firstSeen + 24 * 3_600_000)
    const left = (now: number) => timeLeft(countdownDeadline(null, 24, firstSeen)!, now).total
    expect(left(firstSeen + 60_000)).toBeLessThan(left(firstSeen + 1_000))
    expect(left(firstSeen + 25 * 3_600_000)).toBe(0)
  })

  it('invent no deadline without the first-visit cookie', () => {
    expect(countdownDeadline(undefined, 24, null)).toBeNull()
    expect(firstSeenFromCookie('vid=abc; first_seen=1764000000000')).toBe(1_764_000_000_000)
    expect(firstSeenFromCookie('vid=abc')).toBeNull()
    expect(readFirstSeen('soon')).toBeNull()
  })

  it('count down in hours, minutes and seconds and stop at zero', () => {
    expect(timeLeft(3_723_000, 0)).toEqual({ hours: 1, minutes: 2, seconds: 3, total: 3723 })
    expect(timeLeft(0, 5000).total).toBe(0)
  })
})

describe("an item's own media (testimonials, demos, vendor products)", () => {
  it('plays the uploaded file first', () => {
    expect(itemMedia('/api/media/file/clip.webm', 'https://www.loom.com/embed/abc')).toEqual({
      kind: 'file',
      src: '/api/media/file/clip.webm',
    })
  })

  it('frames an outside page and plays an outside file', () => {
    expect(itemMedia(null, 'https://www.loom.com/embed/abc')).toEqual({ kind: 'embed', src: 'https://www.loom.com/embed/abc' })
    expect(itemMedia(undefined, 'https://cdn.example.com/story.mp4?x=1')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.com/story.mp4?x=1',
    })
  })

  it('is nothing without either', () => {
    expect(itemMedia(null, '')).toBeNull()
  })
})
