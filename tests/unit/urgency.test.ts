import { describe, expect, it } from 'vitest'
import { itemMedia } from '../../web/lib/item-media'
import { lastSpotSoldMinutes, spotsLeft } from '../../web/home/urgency'

describe("'spots left' (spec section 9: random 2-4)", () => {
  it('covers 2, 3 and 4 and nothing else over the whole random range', () => {
    const seen = new Set<number>()
    for (let i = 0; i < 1000; i++) seen.add(spotsLeft(i / 1000, 2, 4))
    expect([...seen].sort()).toEqual([2, 3, 4])
  })

  it('maps the ends of [0, 1) to the ends of the range, with equal thirds', () => {
    expect(spotsLeft(0, 2, 4)).toBe(2)
    expect(spotsLeft(0.3333, 2, 4)).toBe(2)
    expect(spotsLeft(0.3334, 2, 4)).toBe(3)
    expect(spotsLeft(0.6667, 2, 4)).toBe(4)
    expect(spotsLeft(0.999999, 2, 4)).toBe(4)
  })

  it('stays inside the range when the random number is 1, negative or not a number', () => {
    expect(spotsLeft(1, 2, 4)).toBe(4)
    expect(spotsLeft(-0.5, 2, 4)).toBe(2)
    expect(spotsLeft(Number.NaN, 2, 4)).toBe(2)
  })

  it('takes a range a marketer typed backwards or as one number', () => {
    expect(spotsLeft(0.99, 4, 2)).toBe(4)
    expect(spotsLeft(0, 4, 2)).toBe(2)
    expect(spotsLeft(0.5, 3, 3)).toBe(3)
  })
})

describe("'last spot sold' timer (spec section 9: starts at 47 minutes, rises each minute)", () => {
  it('shows 47 when the page opens and until a full minute has passed', () => {
    expect(lastSpotSoldMinutes(47, 0)).toBe(47)
    expect(lastSpotSoldMinutes(47, 59_999)).toBe(47)
  })

  it('rises by one at each full minute', () => {
    expect(lastSpotSoldMinutes(47, 60_000)).toBe(48)
    expect(lastSpotSoldMinutes(47, 5 * 60_000 + 1)).toBe(52)
    expect(lastSpotSoldMinutes(47, 60 * 60_000)).toBe(107)
  })

  it('never goes below its start (a clock set back)', () => {
    expect(lastSpotSoldMinutes(47, -120_000)).toBe(47)
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
