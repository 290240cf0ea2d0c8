import { describe, expect, it } from 'vitest'
import { COPY_ANGLES, COPY_SLOT_IDS, COPY_SLOTS, copyTextProblem, placeholdersOf, type CopySlot } from '../../contracts/copy-lab'
import { AppError } from '../../contracts/errors'
import { homeContent } from '../../seed/content/home'
import { offerContent } from '../../seed/content/offer'
import { pricingContent } from '../../seed/content/pricing'
import type { SeedContext } from '../../seed/content/types'
import { writeOfflineVariants } from '../../server/copy-lab/offline-writer'
import { proposalProblem } from '../../server/copy-lab/proposal-problem'
import { bareWords as bare } from '../../server/copy-lab/writer'

/** The seed's content modules only need ids for media and lists, which these slots never read. */
const context: SeedContext = {
  heroVideoUrl: '/hero.webm',
  heroVideoId: 1,
  heroPosterId: 1,
  socialCardId: 1,
  sampleClipId: 1,
  id: () => 1,
  ids: () => [],
}
const seeded = { home: homeContent(context), pricing: pricingContent(context), offer: offerContent(context) }

function seededWords(slot: CopySlot): string {
  const words = slot.path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], seeded[slot.global])
  if (typeof words !== 'string') throw new Error(`no seeded words at ${slot.path.join('.')}`)
  return words
}

/** Words with placeholders of the slot's size: a button, a headline or a paragraph. */
function withPlaceholders(slot: CopySlot): string[] {
  if (slot.maxLength <= 40) return ['Get Instant Access Now - Only {price}', 'Claim My Spot for {price}', 'UNLOCK MY BLUEPRINT - {price}']
  if (slot.maxLength <= 120)
    return ['{name}, land your first 3 clients in 27 days', 'Land {count} Clients in 27 Days', 'Welcome Back, {name}!']
  return [
    '{name}, the white-label platform and framework that helped agencies scale, while our experts do the fulfilment.',
    'Resell a done-for-you local-SEO service under your own brand at roughly 10 times its delivery cost, while our experts do the fulfilment. The complete system, templates and scripts: a {value} value, yours today for {price}.',
  ]
}

const same = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase()
const outsidePlaceholders = (text: string) => text.replace(/\{[a-z_]+\}/g, '')

const cases = COPY_SLOT_IDS.flatMap((id) => {
  const slot = COPY_SLOTS[id]
  return [seededWords(slot), ...withPlaceholders(slot)].map((original) => ({ id, slot, original }))
})

describe('the offline writer', () => {
  it.each(cases)('$id: three distinct variants of "$original" that can run on the slot', ({ slot, original }) => {
    expect(copyTextProblem(slot, original, original)).toBeNull()
    const variants = writeOfflineVariants({ slot, original })
    expect(variants).toHaveLength(3)
    for (const { text, angle, rationale } of variants) {
      expect(copyTextProblem(slot, original, text), text).toBeNull()
      expect(same(text, original), text).toBe(false)
      expect(placeholdersOf(text)).toEqual(expect.arrayContaining(placeholdersOf(original)))
      expect(COPY_ANGLES).toContain(angle)
      expect(rationale.length).toBeGreaterThan(20)
    }
    expect(new Set(variants.map((v) => v.text.toLowerCase())).size).toBe(3)
    expect(new Set(variants.map((v) => v.angle)).size).toBe(3)
  })

  it.each(cases)('$id: the same input gives the same three, and words to avoid are avoided ("$original")', ({ slot, original }) => {
    const first = writeOfflineVariants({ slot, original })
    expect(writeOfflineVariants({ slot, original })).toEqual(first)
    const avoid = first.map((v) => v.text.toUpperCase())
    const next = writeOfflineVariants({ slot, original, avoid })
    expect(next).toHaveLength(3)
    for (const { text } of next) {
      expect(
        avoid.some((earlier) => same(earlier, text)),
        text,
      ).toBe(false)
      expect(copyTextProblem(slot, original, text), text).toBeNull()
    }
  })

  it.each(cases)('$id: a brief asking for urgency puts an urgency variant first ("$original")', ({ slot, original }) => {
    expect(writeOfflineVariants({ slot, original, brief: 'More urgency, please' })[0]!.angle).toBe('urgency')
    expect(writeOfflineVariants({ slot, original, brief: 'try some social proof' })[0]!.angle).toBe('social-proof')
  })

  it('rebuilds the headline from its own phrase, in its title case', () => {
    const slot = COPY_SLOTS['home-headline']
    const variants = writeOfflineVariants({ slot, original: 'Resell Done-For-You Local SEO at 10x Your Delivery Cost' })
    expect(variants.find((v) => v.angle === 'social-proof')?.text).toBe(
      'Reselling Done-For-You Local SEO at 10x Your Delivery Cost? Agency Owners Already Are',
    )
    for (const { text } of variants) expect(text).toContain('Done-For-You Local SEO')
  })

  const headlines = cases.filter(({ slot, original }) => slot.maxLength > 60 && slot.maxLength <= 150 && !/^welcome/i.test(original))
  it.each(headlines)('$id: never the whole headline with words put before or after it ("$original")', ({ slot, original }) => {
    const core = bare(original.replace(/^[^,]*\{name\}[^,]*,\s*/, '').replace(/^(?:\w+!\s+)?(?:want to\s+)?/i, ''))
    const avoid: string[] = []
    for (let round = 0; round < 3; round++) {
      const variants = writeOfflineVariants({ slot, original, avoid })
      for (const { text } of variants) expect(bare(text), text).not.toContain(core)
      avoid.push(...variants.map((v) => v.text))
    }
  })

  it('has a few distinct templates per angle: a brief for urgency gets new urgency headlines three times running', () => {
    const slot = COPY_SLOTS['offer-headline']
    const original = 'Land Your First 2-3 Agency Clients in 27 Days, Without Doing the Work Yourself'
    const avoid: string[] = []
    for (let round = 0; round < 3; round++) {
      const [first] = writeOfflineVariants({ slot, original, brief: 'more urgency', avoid })
      expect(first!.angle).toBe('urgency')
      avoid.push(first!.text)
    }
    expect(new Set(avoid.map((text) => text.toLowerCase())).size).toBe(3)
  })

  it('honours a brief like "under 70 characters" (a 76-character headline used to come back)', () => {
    for (const id of ['home-headline', 'offer-headline', 'upsell-headline'] as const) {
      const slot = COPY_SLOTS[id]
      const original = seededWords(slot)
      for (const text of writeOfflineVariants({ slot, original, brief: 'Punchier, under 70 characters' }).map((v) => v.text))
        expect(text.length, text).toBeLessThan(70)
      for (const text of writeOfflineVariants({ slot, original, brief: 'at most 10 words' }).map((v) => v.text))
        expect(text.split(/\s+/).length, text).toBeLessThanOrEqual(10)
    }
    expect(proposalProblem(COPY_SLOTS['home-headline'], 'Resell Local SEO', 'x'.repeat(70), 'under 70 characters')).toBe(
      'The text is 70 characters; the brief asks for at most 69.',
    )
    expect(proposalProblem(COPY_SLOTS['home-headline'], 'Resell Local SEO', 'x'.repeat(70), 'no more than 70 characters')).toBeNull()
  })

  it('never exceeds a slot’s length (nor the brief’s) over 100 proposals', () => {
    const briefs = [undefined, 'more urgency', 'under 70 characters', 'social proof, at most 50 characters', 'a guarantee']
    const proposals: { text: string; limit: number }[] = []
    for (const { slot, original } of cases)
      for (const brief of briefs) {
        const limit = Math.min(
          slot.maxLength,
          /(\d+) characters/.exec(brief ?? '')?.[1] ? Number(/(\d+)/.exec(brief!)![1]) - (brief!.startsWith('under') ? 1 : 0) : Infinity,
        )
        const avoid: string[] = []
        // Each click avoids the words proposed before, as propose-copy-variants does; the writer may run out.
        for (let round = 0; round < 2; round++) {
          let variants
          try {
            variants = writeOfflineVariants({ slot, original, brief, avoid })
          } catch (error) {
            expect((error as AppError).code).toBe('COPY_WRITER_FAILED')
            break
          }
          avoid.push(...variants.map((v) => v.text))
          proposals.push(...variants.map((v) => ({ text: v.text, limit })))
        }
      }
    expect(proposals.length).toBeGreaterThanOrEqual(100)
    for (const { text, limit } of proposals) expect(text.length, text).toBeLessThanOrEqual(limit)
  })

  it('keeps a button short and in capitals when the original is, and keeps its placeholder clause', () => {
    const caps = writeOfflineVariants({ slot: COPY_SLOTS['home-cta'], original: 'UNLOCK THE COMPLETE BLUEPRINT' })
    for (const { text } of caps) expect(text).toBe(text.toUpperCase())
    expect(caps.map((v) => v.text)).toContain('START MY BLUEPRINT TODAY')

    const priced = writeOfflineVariants({ slot: COPY_SLOTS['offer-cta'], original: 'Get Instant Access Now - Only {price}' })
    for (const { text } of priced) {
      expect(text.endsWith(' - Only {price}'), text).toBe(true)
      expect(outsidePlaceholders(text)).not.toBe(outsidePlaceholders(text).toUpperCase())
    }
  })

  it('puts a personal lead first and keeps it lowercase after it, as the original does', () => {
    const variants = writeOfflineVariants({ slot: COPY_SLOTS['offer-headline'], original: '{name}, land your first 3 clients in 27 days' })
    for (const { text } of variants) expect(text).toMatch(/^\{name\}, [a-z]/)
  })

  it('runs out with COPY_WRITER_FAILED rather than repeating itself or proposing fewer than three', () => {
    const slot = COPY_SLOTS['pricing-cta']
    const original = 'Claim Your Spot'
    const avoid: string[] = []
    let failure: unknown
    for (let round = 0; round < 30 && !failure; round++) {
      try {
        const variants = writeOfflineVariants({ slot, original, avoid })
        expect(variants).toHaveLength(3)
        for (const { text } of variants)
          expect(
            avoid.some((earlier) => same(earlier, text)),
            text,
          ).toBe(false)
        avoid.push(...variants.map((v) => v.text))
      } catch (error) {
        failure = error
      }
    }
    expect(avoid.length).toBeGreaterThanOrEqual(6)
    expect(failure).toBeInstanceOf(AppError)
    expect((failure as AppError).code).toBe('COPY_WRITER_FAILED')
    expect((failure as AppError).message).toMatch(/Nothing was saved\.$/)
  })
})
