import type { RequestHandler, Response } from 'express'
import { AppError } from '../../contracts/errors'

export type AdmissionLimits = {
  /** Calls of one function running at once in this process. */
  inFlight: number
  /** Calls of one function waiting for a turn; one more is answered 503 at once. */
  queued: number
  /** The Retry-After of a 503, seconds. */
  retryAfterSeconds: number
}

type Waiter = { admit: () => void; gone: boolean }

/**
 * A bounded door in front of one function (docs/decisions/050): at most
 * `inFlight` calls run, at most `queued` wait in arrival order, and any further call is
 * refused at once. So a burst the node cannot carry costs a fast 503, not a queue that
 * holds every request's memory until the process swells.
 */
export class Admission {
  private running = 0
  private readonly waiting: Waiter[] = []

  constructor(private readonly limits: Pick<AdmissionLimits, 'inFlight' | 'queued'>) {}

  get inFlight(): number {
    return this.running
  }

  get queued(): number {
    return this.waiting.length
  }

  /**
   * A turn: resolves with its release (call it once, when the call is over), or returns null
   * when the queue is full. `leave` is for a caller that gives up while queued (its client
   * went away): its place goes to the next one.
   */
  enter(): { turn: Promise<void>; release: () => void; leave: () => void } | null {
    let admitted = false
    let released = false
    const waiter: Waiter = { admit: () => undefined, gone: false }
    const release = () => {
      if (released || !admitted) return
      released = true
      this.running--
      this.admitNext()
    }
    const leave = () => {
      if (admitted) return release()
      waiter.gone = true
      const at = this.waiting.indexOf(waiter)
      if (at >= 0) this.waiting.splice(at, 1)
    }
    if (this.running < this.limits.inFlight) {
      this.running++
      admitted = true
      return { turn: Promise.resolve(), release, leave }
    }
    if (this.waiting.length >= this.limits.queued) return null
    const turn = new Promise<void>((resolve) => {
      waiter.admit = () => {
        admitted = true
        resolve()
      }
    })
    this.waiting.push(waiter)
    return { turn, release, leave }
  }

  private admitNext(): void {
    while (this.running < this.limits.inFlight) {
      const next = this.waiting.shift()
      if (!next) return
      if (next.gone) continue
      this.running++
      next.admit()
    }
  }
}

/**
 * The functions router's admission: one door per function name (`req.params.name`), taken
 * before the body is read and held until the answer is sent or the client goes away. A full
 * door answers 503 OVERLOADED with Retry-After.
 */
export function functionAdmission(limits: AdmissionLimits, isKnown: (name: string) => boolean): RequestHandler {
  const doors = new Map<string, Admission>()
  return (req, res, next) => {
    const name = String(req.params.name)
    // An unknown name is answered 404 further on; it gets no door (nor a map entry).
    if (!isKnown(name)) return next()
    let door = doors.get(name)
    if (!door) doors.set(name, (door = new Admission(limits)))
    const entry = door.enter()
    if (!entry) {
      res.set('Retry-After', String(limits.retryAfterSeconds))
      return next(new AppError('OVERLOADED'))
    }
    // The place is held by the answer ('close': sent, or the client left) and by the function's
    // run (holdAdmission), so a caller who hangs up does not free it while its write goes on.
    let holds = 1
    const drop = () => {
      if (--holds === 0) entry.leave()
    }
    res.once('close', drop)
    holders.set(res, () => {
      holds++
      return once(drop)
    })
    void entry.turn.then(() => {
      if (res.destroyed || res.writableEnded) return entry.release()
      next()
    })
  }
}

const holders = new WeakMap<Response, () => () => void>()

const once = (fn: () => void) => {
  let done = false
  return () => {
    if (done) return
    done = true
    fn()
  }
}

/** Holds the call's place until the returned function is called (the function has run); a no-op without a door. */
export function holdAdmission(res: Response): () => void {
  return holders.get(res)?.() ?? (() => undefined)
}

/** The defaults of ADMISSION_IN_FLIGHT, ADMISSION_QUEUE and ADMISSION_RETRY_AFTER_SECONDS (server/env.ts). */
export const DEFAULT_ADMISSION: AdmissionLimits = { inFlight: 32, queued: 32, retryAfterSeconds: 2 }
