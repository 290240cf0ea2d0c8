import { afterAll, describe, expect, it } from 'vitest'
import { copyPreviewPath } from '../../contracts/copy-lab'
import { api, baseUrl, tokenFor } from '../support/api'
import {
  createVariant,
  deleteVariant,
  heroHeadline,
  homeHeadlineFlagWhen,
  publishedHomeHeadline,
  removeCopyTest,
  startHomeHeadlineTest,
} from '../support/copy-lab'
import { initialDataOf, visitorIn } from '../support/experiments'
import { visitorCookie } from '../support/visitor'

/**
 * Issue 20: a copy slot's words come from a running copy test (the flag copy-<slot> of
 * /features.json) or from the CMS, and staff preview a variant on its real page. Everything
 * created here is removed at the end, and the flag is gone before the next file runs.
 */
const PREVIEW_WORDS = 'Preview words nobody else sees'
const TESTED_WORDS = 'Tested words A'
const DRAFT_WORDS = 'Draft words never shown to visitors'

const variants: string[] = []
const tests: string[] = []

/** What a page shows: its HTML without the data block (which carries every running test's words). */
const shownPart = (html: string) => html.replace(/<script id="initial-data"[\s\S]*?<\/script>/, '')

/** A new visitor's home page (no cookie: the server gives them a new id; or this id, with no sticky bucket yet). */
const newVisitorHome = async (id?: string) => (await fetch(`${baseUrl()}/`, id ? { headers: { cookie: visitorCookie(id) } } : {})).text()

async function preview(id: string, authorization?: string) {
  const res = await fetch(`${baseUrl()}${copyPreviewPath(id)}`, { headers: authorization ? { authorization } : {} })
  return { status: res.status, headers: res.headers, html: await res.text() }
}

describe('copy slots', () => {
  afterAll(async () => {
    for (const id of tests) await removeCopyTest(id)
    for (const id of variants) await deleteVariant(id)
    await homeHeadlineFlagWhen((flag) => flag === undefined)
  })

  it('staff preview a variant on its real page, uncached and not indexed; nobody else learns it exists', async () => {
    const published = await publishedHomeHeadline()
    const id = await createVariant('home-headline', PREVIEW_WORDS)
    variants.push(id)

    const shown = await preview(id, `Bearer ${await tokenFor('marketer')}`)
    expect(shown.status).toBe(200)
    expect(heroHeadline(shown.html)).toBe(PREVIEW_WORDS)
    expect(shown.html).toContain('<meta name="robots" content="noindex" />')
    expect(shown.headers.get('x-robots-tag')).toBe('noindex')
    expect(shown.headers.get('cache-control')).toBe('no-store')
    // The browser hydrates from the same forced flag, and tracks nothing (a preview).
    const data = initialDataOf(shown.html)
    expect(data.preview).toBe(true)
    expect(data.experiments.payload.features['copy-home-headline']).toEqual({ defaultValue: PREVIEW_WORDS })

    // A draft previews too: that is how a marketer judges one.
    const draft = await createVariant('home-headline', DRAFT_WORDS, 'draft')
    variants.push(draft)
    const analystView = await preview(draft, `JWT ${await tokenFor('analyst')}`)
    expect(analystView.status).toBe(200)
    expect(heroHeadline(analystView.html)).toBe(DRAFT_WORDS)

    for (const [who, authorization] of [
      ['visitor', undefined],
      ['agency', `Bearer ${await tokenFor('agency')}`],
      ['vendor', `Bearer ${await tokenFor('vendor')}`],
    ] as const) {
      const refused = await preview(id, authorization)
      expect(refused.status, who).toBe(404)
      expect(refused.html, who).not.toContain(PREVIEW_WORDS)
    }
    // An unknown variant and an id that cannot be one look the same.
    expect((await preview('999999', `Bearer ${await tokenFor('marketer')}`)).status).toBe(404)
    expect((await preview('not-an-id', `Bearer ${await tokenFor('marketer')}`)).status).toBe(404)

    // The preview was never cached for anyone: a visitor sees the published words.
    const home = await newVisitorHome()
    expect(heroHeadline(home)).toBe(published)
    expect(home).not.toContain(PREVIEW_WORDS)
    expect(home).not.toContain('noindex')
  })

  it("a running copy test serves its words to the visitors of its variant, the published words to the control's; a draft never shows", async () => {
    const published = await publishedHomeHeadline()
    const variant = await createVariant('home-headline', TESTED_WORDS)
    variants.push(variant)
    const testId = await startHomeHeadlineTest('copy-home-headline-1', { published, variant, text: TESTED_WORDS, weights: [0, 1] })
    tests.push(testId)

    const flag = await homeHeadlineFlagWhen((f) => f !== undefined)
    expect(flag?.defaultValue).toBeNull()
    expect(flag?.rules?.[0]).toMatchObject({ key: 'copy-home-headline-1', variations: [null, TESTED_WORDS], weights: [0, 1] })
    for (let i = 0; i < 3; i++) {
      // A visitor in the headline's share of the home page's layer, outside the global holdout (docs/decisions/090).
      const html = await newVisitorHome(await visitorIn('/', 'copy-home-headline-1', 'a', `copy-slots-${i}`))
      expect(heroHeadline(html)).toBe(TESTED_WORDS)
      expect(html).not.toContain(DRAFT_WORDS)
      // The exposure is handed to the browser to record.
      const calls = initialDataOf(html).assignment.deferredTrackingCalls as { experiment: { key: string }; result: { key: string } }[]
      expect(calls.find((c) => c.experiment.key === 'copy-home-headline-1')?.result.key).toBe('a')
    }

    // Everyone new to the control: the published words (from the same page cache, keyed on the variation).
    const reweighted = await api(`/api/copy-tests/${testId}`, { method: 'PATCH', as: 'marketer', body: { weights: [1, 0] } })
    expect(reweighted.status, JSON.stringify(reweighted.body)).toBe(200)
    await homeHeadlineFlagWhen((f) => f?.rules?.[0]?.weights?.join() === '1,0')
    for (let i = 0; i < 3; i++) {
      const html = await newVisitorHome()
      expect(heroHeadline(html)).toBe(published)
      expect(shownPart(html)).not.toContain(TESTED_WORDS)
      expect(html).not.toContain(DRAFT_WORDS)
    }
  })
})
