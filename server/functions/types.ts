import type { Request } from 'express'
import type { Payload, TypedUser } from 'payload'
import type { FunctionAnswer, FunctionInput, FunctionName } from '../../contracts/functions'
import type { PaymentProvider } from '../billing/payment-provider'
import type { RetriedCall } from '../idempotency/answer-once'
import type { Logger } from '../../runtime/logger'
import type { RealtimeServer } from '../lib/realtime-rooms'
import type { RedisClient } from '../redis/connect-redis'

export type FunctionContext = {
  payload: Payload
  logger: Logger
  /** The signed-in user, from the bearer token or the session cookie; null for visitors. */
  user: TypedUser | null
  visitorId: string
  /** The visitor's id came signed in its cookie (server/visitor-id.ts); false for an id issued by this very request. */
  visitorVerified?: boolean
  req: Request
  /** Stripe, or the local payment provider, through the stripe SDK. */
  payments: PaymentProvider
  /** socket.io, to deliver what a function wrote (messages, notifications); absent in function-only tests. */
  realtime?: RealtimeServer
  /** REDIS_URL's client when the product runs on several nodes: state they share (the live viewer count). */
  redis?: RedisClient
  /** An idempotent function's call that came with an `Idempotency-Key` (docs/decisions/071). */
  retried?: RetriedCall
}

/**
 * A named server function of spec section 7, reached at POST /fn/<name>. Its input and
 * answer schemas are its entry in contracts/functions.ts, which the web calls by.
 */
export type ServerFunction<Name extends FunctionName = FunctionName> = {
  name: Name
  /** 'user' answers 401 'Not authenticated' without a session. */
  auth: 'public' | 'user'
  /**
   * A function that stores something and that the browser retries: it takes an
   * `Idempotency-Key`, and a retry gets the first call's answer (docs/decisions/071).
   */
  idempotent?: boolean
  // Method syntax: the router holds every function as a ServerFunction of any name.
  handler(input: FunctionInput<Name>, ctx: FunctionContext): Promise<FunctionAnswer<Name>>
}

export const defineFunction = <Name extends FunctionName>(name: Name, fn: Omit<ServerFunction<Name>, 'name'>): ServerFunction<Name> => ({
  name,
  ...fn,
})
