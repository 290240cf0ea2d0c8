import { MemoryStore, ipKeyGenerator, type Store } from 'express-rate-limit'
import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { RedisStore } from 'rate-limit-redis'
import { ERRORS } from '../../../contracts/errors'

/**
 * Attempt budgets for sign-in, sign-up and password reset, kept inside Payload so that every
 * door (REST, GraphQL, any path that reaches the operation) spends the same ones. They replace
 * Payload's account lock, which let a stranger lock anyone out and told them whether the
 * account existed (docs/decisions/019, 047). Counted by the e-mail address
 * asked for, existing or not, so the answer is the same for both.
 */
export const ACCOUNT_LIMITS = {
  /** Sign-in attempts on one account from one client address; a success clears it. */
  loginPerAccountAndAddress: { limit: 10, windowMs: 15 * 60_000 },
  /**
   * Failed sign-ins on one account from addresses still within their own budget above: the
   * ceiling for a guesser with many addresses, which one address alone can spend a tenth of.
   */
  loginPerAccount: { limit: 100, windowMs: 15 * 60_000 },
  /** Reset mails for one account. */
  forgotPasswordPerAccount: { limit: 5, windowMs: 60 * 60_000 },
  /** "Someone tried to sign up with your address" mails to one account. */
  signUpNoticePerAccount: { limit: 3, windowMs: 60 * 60_000 },
} as const

/** An address the owner signed in from lately is not held by the account's ceiling. */
const KNOWN_ADDRESS_MS = 14 * 24 * 60 * 60_000

type BudgetName = keyof typeof ACCOUNT_LIMITS | 'signInPerAddress' | 'knownAddress'

/** Sign-in, sign-up and reset operations: each one counted against the client address. */
const PER_ADDRESS_OPERATIONS = new Set(['login', 'create', 'forgotPassword', 'resetPassword'])

/** The client address the server put on the request (server/app.ts); clients cannot set it. */
export const CLIENT_ADDRESS_HEADER = 'x-agency-client-address'

/** What the budgets need of a Redis client: node-redis's raw command call. */
export type SignInRedis = { sendCommand: (args: string[]) => Promise<unknown> }

/**
 * The process's choices and stores live on globalThis: the admin bundled by Next runs its own
 * copy of these hooks in the same process, and both must spend the same budgets.
 */
type Settings = { perAddressPerMinute: number; redis?: SignInRedis; stores: Map<BudgetName, Promise<Store>> }
const settings = (): Settings =>
  ((globalThis as { __signInBudgets?: Settings }).__signInBudgets ??= { perAddressPerMinute: 10, stores: new Map() })

/**
 * Called once at start-up (server/app.ts): the per-address budget (SIGN_IN_RATE_LIMIT_PER_MINUTE)
 * and, on several nodes, the Redis every node counts in.
 */
export function configureSignInBudgets(choice: { perAddressPerMinute?: number; redis?: SignInRedis }): void {
  const current = settings()
  if (choice.perAddressPerMinute !== undefined) current.perAddressPerMinute = choice.perAddressPerMinute
  // `redis: undefined` goes back to memory; no `redis` key leaves the store as it is.
  if ('redis' in choice && choice.redis !== current.redis) {
    current.stores.clear()
    current.redis = choice.redis
  }
}

/** Every budget in this Redis, shared by all nodes (the per-address limit stays as configured). */
export const useRedisForSignInBudgets = (redis: SignInRedis): void => configureSignInBudgets({ redis })

const limitOf = (name: BudgetName): { limit: number; windowMs: number } =>
  name === 'signInPerAddress'
    ? { limit: settings().perAddressPerMinute, windowMs: 60_000 }
    : name === 'knownAddress'
      ? { limit: Number.POSITIVE_INFINITY, windowMs: KNOWN_ADDRESS_MS }
      : ACCOUNT_LIMITS[name]

function store(name: BudgetName): Promise<Store> {
  const { stores, redis } = settings()
  let found = stores.get(name)
  if (!found) {
    const created: Store = redis
      ? new RedisStore({ prefix: `agency:sign-in:${name}:`, sendCommand: (...args: string[]) => redis.sendCommand(args) as never })
      : new MemoryStore()
    found = Promise.resolve(created.init?.({ windowMs: limitOf(name).windowMs } as Parameters<MemoryStore['init']>[0])).then(() => created)
    stores.set(name, found)
  }
  return found
}

function clientAddress(req: PayloadRequest): string | undefined {
  const address = req.headers?.get(CLIENT_ADDRESS_HEADER)
  return address ? ipKeyGenerator(address) : undefined
}

const emailOf = (data: unknown) => {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.toLowerCase().trim() : undefined
}

/** Counts one; true while within the budget. */
export async function countAttempt(name: BudgetName, key: string): Promise<{ within: boolean; resetTime?: Date }> {
  const { totalHits, resetTime } = await (await store(name)).increment(key)
  return { within: totalHits <= limitOf(name).limit, resetTime }
}

/** Counts one attempt; over budget, a 429 with Retry-After and the standard headers, in Payload's error shape. */
async function spend(name: BudgetName, key: string, req: PayloadRequest): Promise<void> {
  const { within, resetTime } = await countAttempt(name, key)
  if (within) return
  const { limit, windowMs } = limitOf(name)
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

async function isKnownAddress(key: string): Promise<boolean> {
  return ((await (await store('knownAddress')).get?.(key))?.totalHits ?? 0) > 0
}

export const limitSignInAttempts: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (!PER_ADDRESS_OPERATIONS.has(operation)) return args
  const address = clientAddress(req)
  // The server's own code (seed, functions) acts without a client address: nobody to hold back.
  if (!address) return args
  await spend('signInPerAddress', address, req)
  const email = emailOf((args as { data?: unknown }).data)
  if (!email) return args
  if (operation === 'forgotPassword') await spend('forgotPasswordPerAccount', email, req)
  if (operation === 'login') {
    const key = `${email} ${address}`
    // An address over its own budget is stopped here and spends nothing of the account's.
    await spend('loginPerAccountAndAddress', key, req)
    if (!(await isKnownAddress(key))) await spend('loginPerAccount', email, req)
  }
  return args
}

/**
 * A successful sign-in clears that account's count from that address, is not counted against
 * the account, and makes the address one the owner uses.
 */
export const clearSignInAttempts: CollectionAfterLoginHook = async ({ req, user }) => {
  const email = emailOf(user)
  const address = clientAddress(req)
  if (!email || !address) return user
  const key = `${email} ${address}`
  await (await store('loginPerAccountAndAddress')).resetKey(key)
  if (!(await isKnownAddress(key))) {
    const account = await store('loginPerAccount')
    // Redis's DECR would make a key that expired meanwhile -1, forever.
    if (((await account.get?.(email))?.totalHits ?? 0) > 0) await account.decrement(email)
  }
  const known = await store('knownAddress')
  await known.resetKey(key)
  await known.increment(key)
  return user
}
