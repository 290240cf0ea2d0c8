import type { Request } from 'express'
import type { Payload } from 'payload'
import type { z } from 'zod'
import type { Logger } from '../logger'

export type FunctionUser = NonNullable<Awaited<ReturnType<Payload['auth']>>['user']>

export type FunctionContext = {
  payload: Payload
  logger: Logger
  /** The signed-in user, from the bearer token or the session cookie; null for visitors. */
  user: FunctionUser | null
  visitorId: string
  req: Request
}

/** A named server function of spec section 7, reached at POST /fn/<name>. */
export type ServerFunction<Schema extends z.ZodType = z.ZodType, Result = unknown> = {
  name: string
  /** Parses the body; a failure answers 400 with the first issue's message. */
  input: Schema
  /** 'user' answers 401 'Not authenticated' without a session. */
  auth: 'public' | 'user'
  handler: (input: z.infer<Schema>, ctx: FunctionContext) => Promise<Result>
}

export const defineFunction = <Schema extends z.ZodType, Result>(fn: ServerFunction<Schema, Result>) => fn
