import { createHmac } from 'node:crypto'
import type { LocalStripeState } from './state'
import { webhookRetries } from '../../../observability/metrics'

/** The header Stripe signs events with: `t=<seconds>,v1=<HMAC-SHA256 of "t.body">`. */
export function stripeSignature(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')
  return `t=${timestamp},v1=${signature}`
}

const MAX_ATTEMPTS = 12

/**
 * Delivers the local provider's events to the webhook endpoint as Stripe does: one signed
 * POST per event, retried with a doubling delay until the endpoint answers 2xx. The queue
 * lives in the provider's state, so a restart resumes it.
 */
export class WebhookOutbox {
  private timer: NodeJS.Timeout | undefined
  private running = false
  private stopped = false
  /** Deliveries made (status per attempt), for tests and logs. */
  readonly attempts: { eventId: string; status: number | 'error' }[] = []

  constructor(
    private readonly state: LocalStripeState,
    private readonly options: { secret: string; url: () => string; retryBaseMs: number },
  ) {}

  enqueue(eventId: string): void {
    this.state.setDeliveries([...this.state.deliveries, { eventId, attempts: 0, nextAt: Date.now() }])
    this.schedule(0)
  }

  /** Starts delivering what an earlier run left queued. */
  start(): void {
    this.stopped = false
    if (this.state.deliveries.length > 0) this.schedule(0)
  }

  stop(): void {
    this.stopped = true
    clearTimeout(this.timer)
  }

  /** Resolves when nothing is queued (tests). */
  async drained(timeoutMs = 10_000): Promise<void> {
    const until = Date.now() + timeoutMs
    while (this.state.deliveries.length > 0 || this.running) {
      if (Date.now() > until) throw new Error(`webhook deliveries still pending after ${timeoutMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return
    clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.deliverDue(), Math.max(0, delayMs))
    this.timer.unref()
  }

  private async deliverDue(): Promise<void> {
    if (this.running) return
    this.running = true
    try {
      // One at a time and in order, so a subscription's "created" arrives before its "updated".
      for (;;) {
        const next = this.state.deliveries[0]
        if (!next || this.stopped) break
        if (next.nextAt > Date.now()) {
          this.schedule(next.nextAt - Date.now())
          break
        }
        const delivered = await this.deliver(next.eventId)
        const rest = this.state.deliveries.slice(1)
        if (!delivered && next.attempts + 1 < MAX_ATTEMPTS) webhookRetries.inc()
        if (delivered || next.attempts + 1 >= MAX_ATTEMPTS) this.state.setDeliveries(rest)
        else
          this.state.setDeliveries([
            { ...next, attempts: next.attempts + 1, nextAt: Date.now() + this.options.retryBaseMs * 2 ** next.attempts },
            ...rest,
          ])
      }
    } finally {
      this.running = false
    }
  }

  private async deliver(eventId: string): Promise<boolean> {
    const event = this.state.get(eventId, 'event')
    if (!event) return true
    const body = JSON.stringify(event)
    try {
      const res = await fetch(this.options.url(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(body, this.options.secret) },
        body,
        signal: AbortSignal.timeout(10_000),
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
