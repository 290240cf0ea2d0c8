import { MemoryStore, ipKeyGenerator } from 'express-rate-limit'
import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { ERRORS } from '../../../contracts/errors'

/**
 * Attempt budgets per account, behind the per-address limit in front of the API
 * (server/rate-limit.ts). They replace Payload's account lock, which let a stranger lock
 * anyone out for ten minutes with ten guesses and told them whether the account existed
 * (docs/decisions/019). Counted by the e-mail address asked for, existing or not, so the
 * answer is the same for both.
 */
export const ACCOUNT_LIMITS = {
  /** Sign-in attempts on one account from one client address; a success clears it. */
  loginPerAccountAndAddress: { limit: 10, windowMs: 15 * 60_000 },
  /** Failed sign-ins on one account from everywhere: the ceiling for a guesser with many addresses. */
  loginPerAccount: { limit: 100, windowMs: 15 * 60_000 },
  /** Reset mails for one account. */
  forgotPasswordPerAccount: { limit: 5, windowMs: 60 * 60_000 },
} as const

type LimitName = keyof typeof ACCOUNT_LIMITS

/** The client address the server put on the request (server/app.ts); clients cannot set it. */
export const CLIENT_ADDRESS_HEADER = 'x-agency-client-address'

/** One store per budget for the whole process: the admin's bundle and the server share them. */
function store(name: LimitName): MemoryStore {
  const registry = ((globalThis as { __signInAttemptStores?: Map<string, MemoryStore> }).__signInAttemptStores ??= new Map())
  let found = registry.get(name)
  if (!found) {
    found = new MemoryStore()
    found.init({ windowMs: ACCOUNT_LIMITS[name].windowMs } as Parameters<MemoryStore['init']>[0])
    registry.set(name, found)
  }
  return found
}

function clientAddress(req: PayloadRequest): string {
  const address = req.headers?.get(CLIENT_ADDRESS_HEADER)
  return address ? ipKeyGenerator(address) : 'unknown'
}

const emailOf = (data: unknown) => {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.toLowerCase().trim() : undefined
}

/** Counts one attempt; over budget, a 429 with Retry-After and the standard headers, in Payload's error shape. */
async function spend(name: LimitName, key: string, req: PayloadRequest): Promise<void> {
  const { limit, windowMs } = ACCOUNT_LIMITS[name]
  const { totalHits, resetTime } = await store(name).increment(key)
  if (totalHits <= limit) return
  const seconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + windowMs) - Date.now()) / 1000))
  req.responseHeaders ??= new Headers()
  req.responseHeaders.set('Retry-After', String(seconds))
  req.responseHeaders.set('RateLimit-Policy', `"${name}";q=${limit};w=${windowMs / 1000}`)
  req.responseHeaders.set('RateLimit', `"${name}";r=0;t=${seconds}`)
  const error = new APIError(ERRORS.RATE_LIMITED.message, 429, undefined, true)
  // Payload shows an error's message by its name, which the admin's minified bundle loses.
  error.name = 'RateLimited'
  throw error
}

export const limitSignInAttempts: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return args
  const email = emailOf(args.data)
  if (!email) return args
  if (operation === 'forgotPassword') {
    await spend('forgotPasswordPerAccount', email, req)
  } else {
    await spend('loginPerAccount', email, req)
    await spend('loginPerAccountAndAddress', `${email} ${clientAddress(req)}`, req)
  }
  return args
}

/** A successful sign-in clears that account's count from that address, and is not counted against the account. */
export const clearSignInAttempts: CollectionAfterLoginHook = async ({ req, user }) => {
  const email = emailOf(user)
  if (email) {
    await store('loginPerAccountAndAddress').resetKey(`${email} ${clientAddress(req)}`)
    await store('loginPerAccount').decrement(email)
  }
  return user
}
