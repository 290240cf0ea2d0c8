import type { RequestHandler, Response } from 'express'
import { AppError } from '../../contracts/errors'

export type AdmissionLimits = {
  /** Calls of one function running at once in this process. */
  inFlight: number
  /** Calls of one function waiting for a turn; one more is answered 503 at once. */
  queued: number
  /** The Retry-After of a 503, seconds. */
  retryAfterSeconds: number
  /**
   * The staff reports (HEAVY_FUNCTIONS) share one door of their own: each call can hold a
   * database and this process for a second or more, so a few at once is all a node gives them.
   */
  heavyInFlight?: number
  heavyQueued?: number
  /** Request bytes (by Content-Length) that admitted calls of every function hold at once in this process. */
  bytesInFlight?: number
}

/**
 * Functions whose calls cost far more time than the others (issue 30, docs/decisions/072): one
 * door for all of them, so the reports together run at most `heavyInFlight` at a time.
 */
export const HEAVY_FUNCTIONS: ReadonlySet<string> = new Set([
  'funnel-report',
  'experiment-results',
  'holdout-lift',
  'experiment-units',
  'metric-baseline',
])
const HEAVY_DOOR = '(staff reports)'

/** What a call without Content-Length counts (the functions router's body limit, 256 kb). */
const UNKNOWN_BODY_BYTES = 256 * 1024

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
  const heavyLimits = {
    inFlight: limits.heavyInFlight ?? DEFAULT_ADMISSION.heavyInFlight!,
    queued: limits.heavyQueued ?? DEFAULT_ADMISSION.heavyQueued!,
  }
  const bytesLimit = limits.bytesInFlight ?? DEFAULT_ADMISSION.bytesInFlight!
  let bytesHeld = 0
  return (req, res, next) => {
    const name = String(req.params.name)
    // An unknown name is answered 404 further on; it gets no door (nor a map entry).
    if (!isKnown(name)) return next()
    const refuse = () => {
      res.set('Retry-After', String(limits.retryAfterSeconds))
      next(new AppError('OVERLOADED'))
    }
    // Bytes as well as calls: 32 calls of 256 kb each hold more memory than 32 of a few hundred bytes.
    const declared = Number(req.headers['content-length'])
    const bytes = Number.isFinite(declared) && declared >= 0 ? Math.min(declared, UNKNOWN_BODY_BYTES) : UNKNOWN_BODY_BYTES
    if (bytesHeld + bytes > bytesLimit) return refuse()
    const heavy = HEAVY_FUNCTIONS.has(name)
    const key = heavy ? HEAVY_DOOR : name
    let door = doors.get(key)
    if (!door) doors.set(key, (door = new Admission(heavy ? heavyLimits : limits)))
    const entry = door.enter()
    if (!entry) return refuse()
    bytesHeld += bytes
    // The place is held by the answer ('close': sent, or the client left) and by the function's
    // run (holdAdmission), so a caller who hangs up does not free it while its write goes on.
    let holds = 1
    const drop = () => {
      if (--holds > 0) return
      bytesHeld -= bytes
      entry.leave()
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

/** The defaults of ADMISSION_IN_FLIGHT, ADMISSION_QUEUE, ADMISSION_RETRY_AFTER_SECONDS, ADMISSION_REPORTS_IN_FLIGHT, ADMISSION_REPORTS_QUEUE and ADMISSION_BYTES_IN_FLIGHT (runtime/settings.ts; tests/unit/settings.test.ts keeps the two equal). */
export const DEFAULT_ADMISSION: AdmissionLimits = {
  inFlight: 32,
  queued: 32,
  retryAfterSeconds: 2,
  heavyInFlight: 2,
  heavyQueued: 4,
  bytesInFlight: 16 * 1024 * 1024,
}
