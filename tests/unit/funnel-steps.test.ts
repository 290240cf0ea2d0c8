import { describe, expect, it } from 'vitest'
import { EXPOSURE_EVENT } from '../../experiments/results'
import { FUNNEL_EVENT_STEPS, FUNNEL_STEP_VALUES, funnelStepOf } from '../../collections/FunnelEvents/funnel-steps'

/** funnel_events.funnel_step, which the funnel report filters on (docs/decisions/061). */
describe('funnel steps of stored events', () => {
  it('names each event step of each funnel by its funnel and key', () => {
    expect(FUNNEL_STEP_VALUES).toEqual([
      'home_visit',
      'home_lead',
      'home_pricing_view',
      'home_plan_click',
      'home_checkout_started',
      'offer_offer_view',
      'offer_email_captured',
      'offer_checkout_view',
    ])
  })

  it("gives an event its step from its type and page path, the report's definitions", () => {
    expect(funnelStepOf('page_view', { path: '/' })).toBe('home_visit')
    expect(funnelStepOf('page_view', { path: '/home' })).toBe('home_visit')
    expect(funnelStepOf('page_view', { path: '/pricing' })).toBe('home_pricing_view')
    expect(funnelStepOf('page_view', { path: '/offer' })).toBe('offer_offer_view')
    expect(funnelStepOf('lead_captured', undefined)).toBe('home_lead')
    expect(funnelStepOf('viewed_checkout', { path: '/anywhere' })).toBe('offer_checkout_view')
    for (const [type, data] of [
      ['page_view', { path: '/other' }],
      ['page_view', { path: ['/'] }],
      ['page_view', {}],
      ['page_view', null],
      ['page_view', ['/']],
      ['scroll_depth', { path: '/' }],
      ['upsell_accepted', {}],
    ] as const)
      expect(funnelStepOf(type, data)).toBeNull()
  })

  it('has no event be a step of two funnels, so that one column holds its step', () => {
    for (const a of FUNNEL_EVENT_STEPS)
      for (const b of FUNNEL_EVENT_STEPS) {
        if (a === b || a.eventType !== b.eventType) continue
        expect(a.paths && b.paths).toBeTruthy()
        expect(a.paths!.filter((path) => b.paths!.includes(path))).toEqual([])
      }
  })

  it("has the exposure event be no funnel step: the variant breakdown reads a visitor's exposures in the steps' pass", () => {
    expect(FUNNEL_EVENT_STEPS.map((step) => step.eventType)).not.toContain(EXPOSURE_EVENT)
  })
})
