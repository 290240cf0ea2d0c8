import type { FeatureApiResponse } from '@growthbook/growthbook'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { COPY_SLOT_IDS, COPY_SLOTS } from '../../contracts/copy-lab'
import { copyTestFeature, type CopyTestDesign } from '../../experiments/copy-test-feature'
import { buildGrowthBookPayload } from '../../experiments/payload'
import { createBrowserGrowthBook, EXPOSURE_EVENT_TYPE, ExperimentsProvider, exposureTracker } from '../../web/lib/experiments'
import { slotCopyFeature, useSlotCopy } from '../../web/lib/experiments/slot-copy'
import type { CookieJar } from '../../contracts/sticky-bucket-cookie'
import type { FunnelTracker } from '../../web/lib/funnel-tracker'

const PUBLISHED = 'Published headline'

/** A running copy test of the home headline, served as the copy lab serves it (experiments/copy-test-feature.ts). */
function testPayload(weights: number[], variantText: string | null = 'New words'): FeatureApiResponse {
  const test: CopyTestDesign = {
    slot: 'home-headline',
    experiment: 'copy-home-headline-1',
    rule: 'sequential',
    state: 'running',
    started_at: '2026-01-01T00:00:00.000Z',
    ends_at: '2999-01-01T00:00:00.000Z',
    arms: [
      { key: 'control', label: 'Published words', text: PUBLISHED, variant: null },
      { key: 'a', label: 'Variant A', text: variantText ?? '', variant: variantText === null ? null : 'v1' },
    ],
    weights,
  }
  return buildGrowthBookPayload({ features: [copyTestFeature(test)], metrics: [] })
}

const memoryJar = (): CookieJar => {
  const cookies = new Map<string, string>()
  return { get: (name) => cookies.get(name), set: (name, value) => void cookies.set(name, value) }
}

function Headline() {
  return createElement('h1', null, useSlotCopy('home-headline', PUBLISHED))
}

/** The page's headline as the server renders it for a visitor, and the exposures GrowthBook reported. */
function render(payload: FeatureApiResponse) {
  // A visitor in the headline's share of the home page's layer (experiments/copy-test-feature.ts).
  const growthbook = createBrowserGrowthBook({ experiments: { payload }, visitorId: 'visitor-2', jar: memoryJar() })
  const events: { type: string; data: Record<string, unknown> }[] = []
  const tracker = {
    track: (type: string, data: Record<string, unknown>) => events.push({ type, data }),
    setExperimentVariants: () => undefined,
  }
  growthbook.setTrackingCallback(exposureTracker(tracker as unknown as FunnelTracker))
  const html = renderToStaticMarkup(createElement(ExperimentsProvider, { growthbook, children: createElement(Headline) }))
  return { html, events }
}

describe('useSlotCopy', () => {
  it("shows a running copy test's words to a visitor in the variant, and records the exposure", () => {
    const { html, events } = render(testPayload([0, 1]))
    expect(html).toBe('<h1>New words</h1>')
    expect(events).toEqual([
      { type: EXPOSURE_EVENT_TYPE, data: expect.objectContaining({ experiment_id: 'copy-home-headline-1', variation_key: 'a' }) },
    ])
  })

  it('shows the published words to the control (null), and still records the exposure', () => {
    const { html, events } = render(testPayload([1, 0]))
    expect(html).toBe(`<h1>${PUBLISHED}</h1>`)
    expect(events.map((e) => e.data.variation_key)).toEqual(['control'])
  })

  it('shows the published words when no test runs on the slot, or the value is not words', () => {
    expect(render({ features: {} }).html).toBe(`<h1>${PUBLISHED}</h1>`)
    expect(render({ features: { 'copy-home-subheadline': { defaultValue: 'Other slot' } } }).html).toBe(`<h1>${PUBLISHED}</h1>`)
    for (const value of ['', '   ', 42, { text: 'x' }])
      expect(render({ features: { 'copy-home-headline': { defaultValue: value } } }).html, JSON.stringify(value)).toBe(
        `<h1>${PUBLISHED}</h1>`,
      )
    expect(render({ features: { 'copy-home-headline': { defaultValue: 'Forced words' } } }).html).toBe('<h1>Forced words</h1>')
  })

  it("reads each slot's flag under the contract's name", () => {
    for (const slot of COPY_SLOT_IDS) expect(slotCopyFeature(slot)).toBe(COPY_SLOTS[slot].feature)
  })
})
