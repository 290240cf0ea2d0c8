import { describe, expect, it } from 'vitest'
import { SEND_BURST, SENDS_PER_SECOND, sendBudget } from '../../server/realtime/send-budget'

describe('the per-socket send budget', () => {
  it('lets a burst through, then earns sends back at its rate, never above the burst', () => {
    let time = 0
    const take = sendBudget({ now: () => time })
    const burst = Array.from({ length: 30 }, take).filter(Boolean).length
    expect(burst).toBe(SEND_BURST)
    time += 1000
    expect(Array.from({ length: 10 }, take).filter(Boolean).length).toBe(SENDS_PER_SECOND)
    // A long quiet spell refills to the burst, not beyond.
    time += 60_000
    expect(Array.from({ length: 30 }, take).filter(Boolean).length).toBe(SEND_BURST)
  })
})
