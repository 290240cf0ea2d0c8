import { describe, expect, it } from 'vitest'
import {
  COPY_ANGLES,
  COPY_SLOT_IDS,
  COPY_SLOTS,
  copySlot,
  copySlotId,
  copyTextProblem,
  placeholdersOf,
  subjectSlot,
  subjectSlotIdOf,
  type CopySlot,
  type PageSlot,
} from '../../contracts/copy-lab'
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

function seededWords(slot: PageSlot): string {
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

/** The seeded sequences' subject lines (seed/content/sequences.ts), each a subject slot (docs/decisions/097). */
const SEEDED_SUBJECTS: Array<[string, number, string]> = [
  ['lead-nurture', 0, '{first_name}, here is the training you asked for'],
  ['lead-nurture', 1, 'Where $10k-$50k a month hides in your agency'],
  ['lead-nurture', 2, 'Your first clients in 27 days, for $97'],
  ['lead-nurture', 3, 'Lock in {rise_plan} at {rise_from} before it rises'],
  ['abandoned-checkout', 0, '{first_name}, your checkout is still open'],
  ['abandoned-checkout', 1, 'Still thinking it over?'],
  ['buyer-to-plan', 0, '{first_name}, ready for clients two and three?'],
  ['buyer-to-plan', 1, 'The agencies at $50K/month did not do it alone'],
]

const cases = [
  ...COPY_SLOT_IDS.flatMap((id) => {
    const slot: CopySlot = COPY_SLOTS[id]
    return [seededWords(COPY_SLOTS[id]), ...withPlaceholders(slot)].map((original) => ({ id: id as string, slot, original }))
  }),
  ...SEEDED_SUBJECTS.map(([sequence, step, original]) => {
    const slot: CopySlot = subjectSlot(subjectSlotIdOf(sequence, step))
    return { id: slot.id as string, slot, original }
  }),
]

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

  const headlines = cases.filter(
    ({ slot, original }) => slot.kind === 'page' && slot.maxLength > 60 && slot.maxLength <= 150 && !/^welcome/i.test(original),
  )
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

describe('a sequence step’s subject as a copy slot (docs/decisions/097)', () => {
  it('is named by the sequence’s slug and the step’s number, a slug ending in digits included', () => {
    expect(subjectSlotIdOf('lead-nurture', 0)).toBe('subject-lead-nurture-1')
    expect(copySlot('subject-promo-2-3')).toMatchObject({
      kind: 'subject',
      sequence: 'promo-2',
      step: 2,
      feature: 'copy-subject-promo-2-3',
    })
    for (const id of ['subject-lead-nurture-1', 'home-cta']) expect(copySlotId.safeParse(id).success, id).toBe(true)
    for (const id of ['subject-lead-nurture-0', 'subject-Lead-1', 'subject--1', 'subject-lead-nurture', 'headline'])
      expect(copySlotId.safeParse(id).success, id).toBe(false)
  })

  it('counts the click on its e-mail, takes one line of at most 78 characters, and keeps the subject’s placeholders', () => {
    const slot = copySlot('subject-lead-nurture-1')
    expect(slot).toMatchObject({ metric: 'email-click', maxLength: 78, guardrails: [] })
    const original = '{first_name}, here is the training you asked for'
    expect(copyTextProblem(slot, original, `{first_name}, ${'x'.repeat(64)}`)).toBeNull()
    expect(copyTextProblem(slot, original, `{first_name}, ${'x'.repeat(65)}`)).toBe(
      'The text is 79 characters; lead-nurture · e-mail 1 subject takes at most 78.',
    )
    expect(copyTextProblem(slot, original, 'Here is the training you asked for')).toBe('The text must keep {first_name}.')
    expect(copyTextProblem(slot, original, '{first_name}, your training\nis inside')).toBe('A subject line is one line.')
    expect(copyTextProblem(slot, original, '{first_name}, {last_name}, the training')).toBe(
      'The text uses {last_name}, which the e-mail does not fill in.',
    )
  })

  it('gets subject lines from the offline writer: the subject’s own words with a reason to open it', () => {
    const variants = writeOfflineVariants({
      slot: copySlot('subject-lead-nurture-1'),
      original: '{first_name}, here is the training you asked for',
    })
    expect(variants.map((v) => [v.angle, v.text])).toEqual([
      ['curiosity', '{first_name}, here is the training you asked for, and the part nobody mentions'],
      ['outcome', '{first_name}, here is the training you asked for, and what it gets you'],
      ['specificity', '{first_name}, here is the training you asked for, step by step'],
    ])
    // A subject that asks stays a question.
    const question = writeOfflineVariants({
      slot: copySlot('subject-buyer-to-plan-1'),
      original: '{first_name}, ready for clients two and three?',
    })
    expect(question.map((v) => v.text)).toEqual([
      '{first_name}, ready for clients two and three? Here is what we would do',
      '{first_name}, ready for clients two and three? Here is the payoff',
      '{first_name}, ready for clients two and three? The exact next step',
    ])
  })
})
