import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FUNNEL_EVENT_STEPS } from '../../collections/FunnelEvents/funnel-steps'
import { EXPOSURE_EVENT, FUNNEL_EVENT_TYPES, funnelEvent } from '../../contracts/funnel-events'
import metrics from '../../experiments/metrics'
import { EXPOSURE_EVENT_TYPE } from '../../web/lib/experiments'

const known = new Set<string>(FUNNEL_EVENT_TYPES)

/** The web's source files (not its build). */
function webSources(dir = 'web'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'dist' ? [] : webSources(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** One union of funnel event types (contracts/funnel-events.ts) that both ends name. */
describe('funnel event types', () => {
  it('has every event type a funnel step counts in the union', () => {
    const types = FUNNEL_EVENT_STEPS.map((step) => step.eventType)
    expect(types.length).toBeGreaterThan(0)
    expect(types.filter((type) => !known.has(type))).toEqual([])
  })

  it('has every event type an experiment metric counts in the union', () => {
    const types = metrics.flatMap((metric) => (metric.source.kind === 'funnel-event' ? metric.source.eventTypes : []))
    expect(types.length).toBeGreaterThan(0)
    expect(types.filter((type) => !known.has(type))).toEqual([])
  })

  it("has the exposures' type in the union, the same that the browser sends and the server reads", () => {
    expect(known.has(EXPOSURE_EVENT)).toBe(true)
    expect(EXPOSURE_EVENT_TYPE).toBe(EXPOSURE_EVENT)
  })

  it('has every type the web tracks by name in the union', () => {
    const named = webSources().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\btrack\(\s*(?:[^,()]*\?\s*)?'([^']+)'(?:\s*:\s*'([^']+)')?/g)].flatMap((m) =>
        m
          .slice(1)
          .filter(Boolean)
          .map((type) => `${file}: ${type}`),
      ),
    )
    expect(named.length).toBeGreaterThan(30)
    expect(named.filter((entry) => !known.has(entry.split(': ')[1]!))).toEqual([])
  })

  it('lets ingest refuse a type outside the union', () => {
    const event = { event_id: 'ev_00000000', event_data: {} }
    expect(funnelEvent.safeParse({ ...event, event_type: 'page_view' }).success).toBe(true)
    expect(funnelEvent.safeParse({ ...event, event_type: 'page_veiw' }).success).toBe(false)
  })
})
