import type { RedisClient } from '../redis/connect-redis'

const KEY = 'agency-funnel:presence:home'

/** This process's open pages when there is no Redis: visitor → when their last report lapses. */
const local = new Map<string, number>()

/**
 * Counts the distinct visitors with the home page open now (docs/decisions/117). A report keeps
 * a visitor for `ttlMs`; a leave removes them at once. With Redis, one sorted set (member: the
 * visitor, score: when they lapse) serves every node; without it, this process's map.
 */
export async function pageViewers(
  redis: RedisClient | undefined,
  visitor: string,
  { ttlMs, leave = false, now = Date.now() }: { ttlMs: number; leave?: boolean; now?: number },
): Promise<number> {
  if (redis) {
    const batch = redis.multi()
    if (leave) batch.zRem(KEY, visitor)
    else batch.zAdd(KEY, { score: now + ttlMs, value: visitor })
    const replies = await batch
      .zRemRangeByScore(KEY, '-inf', now)
      .zCard(KEY)
      .pExpire(KEY, ttlMs * 2)
      .exec()
    return Number(replies[2])
  }
  if (leave) local.delete(visitor)
  else local.set(visitor, now + ttlMs)
  for (const [id, until] of local) if (until <= now) local.delete(id)
  return local.size
}
