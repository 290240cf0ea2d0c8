import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

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

type Snapshot = {
  objects: Record<string, StripeObject>
  idempotency: Record<string, { status: number; body: unknown }>
  deliveries: PendingDelivery[]
}

/** Stripe-shaped ids: a type prefix and random characters (cs_test_…, pi_…). */
export function stripeId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`
}

export const nowSeconds = () => Math.floor(Date.now() / 1000)

/**
 * The local provider's objects. Kept in memory and, when a file is given, written through
 * to it, so a restart of `npm start` keeps open checkouts, subscriptions and the webhook
 * retry queue. One node only: a deployment with several nodes uses real Stripe
 * (docs/decisions/016-payments.md).
 */
export class LocalStripeState {
  private snapshot: Snapshot = { objects: {}, idempotency: {}, deliveries: [] }

  constructor(private readonly file?: string) {
    if (file && fs.existsSync(file)) this.snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot
  }

  get<T extends StripeObject = StripeObject>(id: string, object?: string): T | undefined {
    const found = this.snapshot.objects[id]
    return found && (!object || found.object === object) ? (found as T) : undefined
  }

  put<T extends StripeObject>(value: T): T {
    this.snapshot.objects[value.id] = value
    this.save()
    return value
  }

  list<T extends StripeObject = StripeObject>(object: string, where: (value: T) => boolean = () => true): T[] {
    return (Object.values(this.snapshot.objects) as T[])
      .filter((value) => value.object === object && where(value))
      .sort((a, b) => Number(b.created ?? 0) - Number(a.created ?? 0))
  }

  idempotent(key: string): { status: number; body: unknown } | undefined {
    return this.snapshot.idempotency[key]
  }

  rememberIdempotent(key: string, answer: { status: number; body: unknown }): void {
    this.snapshot.idempotency[key] = answer
    this.save()
  }

  get deliveries(): PendingDelivery[] {
    return this.snapshot.deliveries
  }

  setDeliveries(deliveries: PendingDelivery[]): void {
    this.snapshot.deliveries = deliveries
    this.save()
  }

  private save(): void {
    if (!this.file) return
    fs.mkdirSync(path.dirname(this.file), { recursive: true })
    const temporary = `${this.file}.${process.pid}.tmp`
    fs.writeFileSync(temporary, JSON.stringify(this.snapshot))
    fs.renameSync(temporary, this.file)
  }
}
