import { randomBytes } from 'node:crypto'
import type { Claim } from '../../../idempotency/claims'

/** A Stripe API object as the local provider keeps it: its JSON, with `id` and `object`. */
export type StripeObject = { id: string; object: string; [field: string]: unknown }

/**
 * Parameters of an API call as qs reads Stripe's form encoding: nested objects, arrays and
 * strings of any shape. Each method checks the few it uses, as Stripe does.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the wire format is untyped
export type StripeParams = Record<string, any>

/** A webhook event waiting to be delivered (or retried). */
export type PendingDelivery = { eventId: string; attempts: number; nextAt: number }

export { claimName, claimNumber, type Claim } from '../../../idempotency/claims'

/**
 * Where the local provider keeps its state. In the product it is the database
 * (payload-store.ts), so every node sees the same checkouts, idempotency answers and webhook
 * queue; the tests' fake of Stripe keeps it in memory (memory-store.ts).
 */
export interface LocalStripeStore {
  get<T extends StripeObject = StripeObject>(id: string, object?: string): Promise<T | undefined>
  put<T extends StripeObject>(value: T): Promise<T>
  /** Objects of one kind, newest first, optionally of one customer or with one email. */
  list<T extends StripeObject = StripeObject>(object: string, where?: { customer?: string; email?: string }): Promise<T[]>
  /** First caller wins `subject` for `leaseMs`; a holder that dies loses it when the lease runs out. */
  acquire(subject: string, leaseMs: number): Promise<Claim>
  /** Keeps the work's answer: later callers of `acquire` on its subject get it instead of a lease. */
  settle(claim: string, answer: unknown): Promise<void>
  /** Gives the subject up at once (the work did nothing, another try may come). */
  release(claim: string): Promise<void>
  /** Forgets the claims of these subjects (a finished delivery's attempts). */
  forget(subjects: string[]): Promise<void>
  enqueue(eventId: string): Promise<void>
  /**
   * The oldest delivery due now, in the order the events happened; when none is due, the one due
   * soonest. An event the endpoint refused waits for its retry aside, not in front of the others.
   */
  nextDelivery(): Promise<PendingDelivery | undefined>
  delivery(eventId: string): Promise<PendingDelivery | undefined>
  retryLater(eventId: string, attempts: number, nextAt: number): Promise<void>
  dequeue(eventId: string): Promise<void>
  pendingDeliveries(): Promise<number>
}

/** Stripe-shaped ids: a type prefix and random characters (cs_test_…, pi_…). */
export function stripeId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`
}

export const nowSeconds = () => Math.floor(Date.now() / 1000)
