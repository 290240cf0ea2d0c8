import { describe, expect, it } from 'vitest'
import { jobState } from '../../cms/jobs/queue-in-admin'
import { nextSlot } from '../../server/jobs/queue-due-timed-jobs'

describe('timed jobs (docs/decisions/091)', () => {
  it('queue the same next run on every node, whenever each looks', () => {
    const minute = 60_000
    const start = Date.parse('2026-11-27T10:00:00Z')
    const slots = [start, start + 1, start + 17_000, start + minute - 1].map((now) => nextSlot(now, minute))
    expect(new Set(slots)).toEqual(new Set([start + minute]))
    // At its own slot, the next run is the one after.
    expect(nextSlot(start + minute, minute)).toBe(start + 2 * minute)
    // Any interval, not only cron's units.
    expect(nextSlot(start + 100, 1500) % 1500).toBe(0)
  })

  it('say where a job stands in the admin', () => {
    const now = Date.parse('2026-11-27T10:00:00Z')
    const later = '2026-11-27T10:05:00.000Z'
    const earlier = '2026-11-27T09:55:00.000Z'
    expect(jobState({ waitUntil: later }, now)).toBe('waiting')
    expect(jobState({ waitUntil: earlier }, now)).toBe('due')
    expect(jobState({}, now)).toBe('due')
    expect(jobState({ processing: true, waitUntil: earlier }, now)).toBe('running')
    expect(jobState({ totalTried: 1, waitUntil: later }, now)).toBe('waiting to retry')
    expect(jobState({ totalTried: 1, waitUntil: earlier }, now)).toBe('retry due')
    expect(jobState({ hasError: true, totalTried: 4 }, now)).toBe('failed')
    expect(jobState({ completedAt: earlier }, now)).toBe('done')
  })
})
