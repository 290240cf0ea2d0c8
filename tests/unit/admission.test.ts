import { describe, expect, it } from 'vitest'
import { Admission } from '../../server/overload/admission'

describe('Admission: a bounded door per function', () => {
  it('runs inFlight calls, queues the next ones in order, and refuses any beyond the queue', async () => {
    const door = new Admission({ inFlight: 2, queued: 2 })
    const first = door.enter()!
    const second = door.enter()!
    const third = door.enter()!
    const fourth = door.enter()!
    expect(door.enter()).toBeNull()
    expect([door.inFlight, door.queued]).toEqual([2, 2])

    const admitted: string[] = []
    void third.turn.then(() => admitted.push('third'))
    void fourth.turn.then(() => admitted.push('fourth'))
    await first.turn
    await second.turn
    first.release()
    await third.turn
    expect(admitted).toEqual(['third'])
    // Released twice by mistake: still one place freed.
    first.release()
    expect([door.inFlight, door.queued]).toEqual([2, 1])
    second.release()
    await fourth.turn
    expect(admitted).toEqual(['third', 'fourth'])
    third.release()
    fourth.release()
    expect([door.inFlight, door.queued]).toEqual([0, 0])
  })

  it('gives the place of a caller who left the queue to the next one', async () => {
    const door = new Admission({ inFlight: 1, queued: 2 })
    const running = door.enter()!
    const leaving = door.enter()!
    const waiting = door.enter()!
    leaving.leave()
    expect(door.queued).toBe(1)
    running.leave()
    await waiting.turn
    expect([door.inFlight, door.queued]).toEqual([1, 0])
    // A queue of 0: a call runs or is refused.
    const strict = new Admission({ inFlight: 1, queued: 0 })
    expect(strict.enter()).not.toBeNull()
    expect(strict.enter()).toBeNull()
  })
})
