import { claimName, claimNumber, type Claim, type LocalStripeStore, type PendingDelivery, type StripeObject } from './state'

type ClaimRow = { subject: string; until: number; answer?: unknown }

/**
 * The local provider's state in this process only: for the tests' fake of Stripe's API,
 * which runs beside the server as Stripe would. The product keeps it in the database
 * (payload-store.ts).
 */
export class MemoryStore implements LocalStripeStore {
  private readonly objects = new Map<string, StripeObject>()
  private readonly claims = new Map<string, ClaimRow>()
  private deliveries: PendingDelivery[] = []

  async get<T extends StripeObject = StripeObject>(id: string, object?: string): Promise<T | undefined> {
    const found = this.objects.get(id)
    return found && (!object || found.object === object) ? (structuredClone(found) as T) : undefined
  }

  async put<T extends StripeObject>(value: T): Promise<T> {
    this.objects.set(value.id, structuredClone(value))
    return value
  }

  async list<T extends StripeObject = StripeObject>(object: string, where: { customer?: string; email?: string } = {}): Promise<T[]> {
    return ([...this.objects.values()] as T[])
      .filter(
        (value) =>
          value.object === object &&
          (where.customer === undefined || value.customer === where.customer) &&
          (where.email === undefined || value.email === where.email),
      )
      .sort((a, b) => Number(b.created ?? 0) - Number(a.created ?? 0))
      .map((value) => structuredClone(value))
  }

  async acquire(subject: string, leaseMs: number): Promise<Claim> {
    const rows = [...this.claims.entries()].filter(([, row]) => row.subject === subject)
    const answered = rows.find(([, row]) => row.answer !== undefined)
    if (answered) return { acquired: false, answer: answered[1].answer, until: answered[1].until }
    const last = rows.sort(([a], [b]) => claimNumber(a) - claimNumber(b)).at(-1)
    if (last && last[1].until > Date.now()) return { acquired: false, until: last[1].until }
    const claim = claimName(subject, last ? claimNumber(last[0]) + 1 : 0)
    this.claims.set(claim, { subject, until: Date.now() + leaseMs })
    return { acquired: true, claim, tookOver: last !== undefined }
  }

  async settle(claim: string, answer: unknown): Promise<void> {
    const row = this.claims.get(claim)
    if (row) row.answer = structuredClone(answer)
  }

  async release(claim: string): Promise<void> {
    this.claims.delete(claim)
  }

  async forget(subjects: string[]): Promise<void> {
    for (const [claim, row] of this.claims) if (subjects.includes(row.subject)) this.claims.delete(claim)
  }

  async enqueue(eventId: string): Promise<void> {
    this.deliveries.push({ eventId, attempts: 0, nextAt: Date.now() })
  }

  async nextDelivery(): Promise<PendingDelivery | undefined> {
    const now = Date.now()
    const next = this.deliveries.find((delivery) => delivery.nextAt <= now) ?? [...this.deliveries].sort((a, b) => a.nextAt - b.nextAt)[0]
    return next && { ...next }
  }

  async delivery(eventId: string): Promise<PendingDelivery | undefined> {
    const found = this.deliveries.find((delivery) => delivery.eventId === eventId)
    return found && { ...found }
  }

  async retryLater(eventId: string, attempts: number, nextAt: number): Promise<void> {
    this.deliveries = this.deliveries.map((delivery) => (delivery.eventId === eventId ? { eventId, attempts, nextAt } : delivery))
  }

  async dequeue(eventId: string): Promise<void> {
    this.deliveries = this.deliveries.filter((delivery) => delivery.eventId !== eventId)
  }

  async pendingDeliveries(): Promise<number> {
    return this.deliveries.length
  }
}
