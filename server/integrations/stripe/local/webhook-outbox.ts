import { createHmac } from 'node:crypto'
import type { LocalStripeStore, StripeObject } from './state'
import { webhookRetries } from '../../../observability/metrics'

/** The header Stripe signs events with: `t=<seconds>,v1=<HMAC-SHA256 of "t.body">`. */
export function stripeSignature(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')
  return `t=${timestamp},v1=${signature}`
}

const MAX_ATTEMPTS = 12
const DELIVERY_TIMEOUT_MS = 10_000
const attemptSubject = (eventId: string, attempt: number) => `delivery:${eventId}:${attempt}`

export type WebhookOutboxOptions = {
  secret: string
  url: () => string
  retryBaseMs: number
  /** How long a node holds a delivery attempt; a node that dies holding one loses it after this. */
  leaseMs?: number
  /** How often an idle node looks for deliveries queued by other nodes. */
  pollMs?: number
  onError?: (error: unknown) => void
  recoveries?: { info: (facts: Record<string, unknown>, message: string) => void }
}

/**
 * Delivers the local provider's events to the webhook endpoint as Stripe does: one signed
 * POST per event, retried with a doubling delay until the endpoint answers 2xx. The queue
 * lives in the provider's store, so with the database store any node delivers it, a restart
 * resumes it, and an attempt claimed by a node that died is taken over once its lease ends.
 */
export class WebhookOutbox {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private stopped = true
  private readonly leaseMs: number
  private readonly pollMs: number
  /** Deliveries made by this process (status per attempt), for tests and logs. */
  readonly attempts: { eventId: string; status: number | 'error' }[] = []

  constructor(
    private readonly store: LocalStripeStore,
    private readonly options: WebhookOutboxOptions,
  ) {
    this.leaseMs = options.leaseMs ?? DELIVERY_TIMEOUT_MS * 3
    this.pollMs = options.pollMs ?? 1_000
  }

  async enqueue(eventId: string): Promise<void> {
    await this.store.enqueue(eventId)
    this.queued = true
    this.schedule(0)
  }

  /** Starts delivering: what an earlier run or another node left queued, and what comes. */
  start(): void {
    this.stopped = false
    this.schedule(0)
  }

  stop(): void {
    this.stopped = true
    clearTimeout(this.timer)
  }

  /** Resolves when nothing is queued (tests). */
  async drained(timeoutMs = 10_000): Promise<void> {
    const until = Date.now() + timeoutMs
    while ((await this.store.pendingDeliveries()) > 0 || this.running) {
      if (Date.now() > until) throw new Error(`webhook deliveries still pending after ${timeoutMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return
    clearTimeout(this.timer)
    this.timer = setTimeout(
      () => {
        if (this.running) return this.schedule(25)
        this.running = this.deliverDue()
          .catch((error: unknown) => this.options.onError?.(error))
          .finally(() => {
            this.running = undefined
            // Idle nodes keep looking: another node may queue an event, or die holding one.
            this.schedule(this.queued ? 0 : this.nextLook)
          })
      },
      Math.max(0, delayMs),
    )
    this.timer.unref()
  }

  private nextLook = 0
  /** Set when this process queued an event while a round was under way: look again at once. */
  private queued = false

  private async deliverDue(): Promise<void> {
    this.nextLook = this.pollMs
    this.queued = false
    // One at a time, in the order the events happened, so a subscription's "created" arrives before
    // its "updated". An event the endpoint refused waits for its retry aside: it holds no payment
    // behind it for hours (Stripe promises no order either; the webhook takes events in any order).
    for (;;) {
      const next = await this.store.nextDelivery()
      if (!next || this.stopped) return
      if (next.nextAt > Date.now()) return void (this.nextLook = Math.min(this.pollMs, next.nextAt - Date.now()))
      const claim = await this.store.acquire(attemptSubject(next.eventId, next.attempts), this.leaseMs)
      // Another node is delivering it: look again when its lease would end, or sooner.
      if (!claim.acquired) return void (this.nextLook = Math.min(this.pollMs, Math.max(25, claim.until - Date.now())))
      // The head may have moved on between reading and claiming (delivered or retried by another node).
      const current = await this.store.delivery(next.eventId)
      if (!current || current.attempts !== next.attempts) continue
      if (claim.tookOver)
        this.options.recoveries?.info(
          { event: next.eventId, attempt: next.attempts + 1 },
          'payment webhook lease ran out: delivery taken over',
        )
      const delivered = await this.deliver(next.eventId)
      // A second try of the event, after a failure or a node that died holding it.
      if (delivered && (next.attempts > 0 || claim.tookOver))
        this.options.recoveries?.info({ event: next.eventId, attempt: next.attempts + 1 }, 'payment webhook delivered again')
      if (delivered || next.attempts + 1 >= MAX_ATTEMPTS) {
        await this.store.dequeue(next.eventId)
        await this.store.forget(Array.from({ length: next.attempts + 1 }, (_, attempt) => attemptSubject(next.eventId, attempt)))
      } else {
        webhookRetries.inc()
        await this.store.retryLater(next.eventId, next.attempts + 1, Date.now() + this.options.retryBaseMs * 2 ** next.attempts)
      }
    }
  }

  private async deliver(eventId: string): Promise<boolean> {
    const event = await this.store.get<StripeObject>(eventId, 'event')
    if (!event) return true
    const body = JSON.stringify(event)
    try {
      const res = await fetch(this.options.url(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(body, this.options.secret) },
        body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      })
      await res.arrayBuffer().catch(() => undefined)
      this.attempts.push({ eventId, status: res.status })
      return res.ok
    } catch {
      this.attempts.push({ eventId, status: 'error' })
      return false
    }
  }
}
