import { APIError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { ERRORS, type ErrorCode } from '../../contracts/errors'

/**
 * Upload budgets per user and hour, shared by chat attachments and company logos: a number of
 * files and a number of bytes (docs/decisions/073). A file is counted when its upload starts,
 * so uploads sent at once cannot all slip under the budget; a refused one is given back.
 */
export const DEFAULT_UPLOAD_BUDGETS = {
  filesPerHour: 30,
  bytesPerHour: 100 * 1024 * 1024,
  /** Files one member uploaded into one conversation and has not sent yet. */
  unsentPerConversation: 20,
}
export type UploadBudgets = typeof DEFAULT_UPLOAD_BUDGETS

const WINDOW_MS = 60 * 60_000

/** What the budgets need of a Redis client: node-redis's raw command call. */
export type UploadBudgetRedis = { sendCommand: (args: string[]) => Promise<unknown> }

/**
 * The process's choices and counts live on globalThis: the admin bundled by Next runs its own
 * copy of these hooks in the same process (REST and GraphQL go through it), and both must
 * spend the same budgets. On several nodes the counts are in Redis.
 */
type Settings = UploadBudgets & { redis?: UploadBudgetRedis; counts: Map<string, { total: number; resetAt: number }> }
const settings = (): Settings =>
  ((globalThis as { __uploadBudgets?: Settings }).__uploadBudgets ??= { ...DEFAULT_UPLOAD_BUDGETS, counts: new Map() })

/** Called once at start-up (server/app.ts) with the README's settings and, on several nodes, Redis. */
export function configureUploadBudgets(choice: Partial<UploadBudgets> & { redis?: UploadBudgetRedis }): void {
  const current = settings()
  for (const key of Object.keys(DEFAULT_UPLOAD_BUDGETS) as (keyof UploadBudgets)[])
    if (choice[key] !== undefined) current[key] = choice[key]
  if ('redis' in choice) current.redis = choice.redis
}

/** The upload budgets in force (for the unsent-files cap, read by chat attachments). */
export const uploadBudgets = (): UploadBudgets => settings()

/** Adds `amount` to a count of the current hour (a negative one gives back); answers the new total and when the hour ends. */
async function addToCount(key: string, amount: number): Promise<{ total: number; resetAt: number }> {
  const { redis, counts } = settings()
  if (redis) {
    const redisKey = `agency:upload-budget:${key}`
    await redis.sendCommand(['SET', redisKey, '0', 'PX', String(WINDOW_MS), 'NX'])
    const total = Number(await redis.sendCommand(['INCRBY', redisKey, String(amount)]))
    const ttl = Number(await redis.sendCommand(['PTTL', redisKey]))
    return { total, resetAt: Date.now() + Math.max(ttl, 0) }
  }
  const now = Date.now()
  let count = counts.get(key)
  if (!count || count.resetAt <= now) {
    count = { total: 0, resetAt: now + WINDOW_MS }
    counts.set(key, count)
  }
  count.total += amount
  // An old hour's counts go, so the map holds at most an hour of uploaders.
  if (counts.size > 10_000) for (const [each, { resetAt }] of counts) if (resetAt <= now) counts.delete(each)
  return { total: count.total, resetAt: count.resetAt }
}

/** Refuses in Payload's error shape with the catalogue's status and words, and when to try again. */
export function refuseUpload(req: PayloadRequest, code: ErrorCode, retryAfterMs?: number): never {
  if (retryAfterMs !== undefined) {
    req.responseHeaders ??= new Headers()
    req.responseHeaders.set('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))))
  }
  const error = new APIError(ERRORS[code].message, ERRORS[code].status, { code }, true)
  // Payload shows an error's message by its name, which the admin's minified bundle loses.
  error.name = code
  throw error
}

/**
 * Counts an upload (create, or update with a new file) against its user's budgets for the
 * hour; over either, a 429 and nothing is stored. The server's own writes (no user) are not held.
 */
export const spendUploadBudget: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.user || !req.file) return args
  const { filesPerHour, bytesPerHour } = settings()
  const user = `${req.user.collection}:${req.user.id}`
  const size = Math.max(req.file.size ?? 0, req.file.data?.length ?? 0)
  const files = await addToCount(`files:${user}`, 1)
  const bytes = await addToCount(`bytes:${user}`, size)
  const over: ErrorCode | null =
    files.total > filesPerHour ? 'UPLOAD_FILES_BUDGET' : bytes.total > bytesPerHour ? 'UPLOAD_BYTES_BUDGET' : null
  if (!over) return args
  await addToCount(`files:${user}`, -1)
  await addToCount(`bytes:${user}`, -size)
  refuseUpload(req, over, (over === 'UPLOAD_FILES_BUDGET' ? files : bytes).resetAt - Date.now())
}
