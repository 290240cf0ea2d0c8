import { randomUUID } from 'node:crypto'
import { bumpLocalContentVersion, onContentVersionBump } from '../../collections/hooks/contentVersion'
import type { Logger } from '../../runtime/logger'
import type { RedisClient } from './connect-redis'

export const CONTENT_VERSION_CHANNEL = 'agency-funnel:content-version'

/**
 * The writer's hook runs before its transaction commits, so a node that renders the moment
 * it hears of a change may still read the old content; a second bump after this long
 * replaces such a page (a commit takes milliseconds).
 */
const SETTLE_MS = 1_000

/**
 * Publishing content on one node invalidates the rendered pages of every node: each change
 * made in this process is published on a Redis channel, and each change heard from another
 * node bumps this process's content version. Pub/sub needs a connection of its own.
 */
export async function shareContentVersion(redis: RedisClient, logger: Pick<Logger, 'info' | 'warn' | 'error'>) {
  const node = randomUUID()
  const subscriber = redis.duplicate()
  // The duplicate keeps the client's reconnect strategy; its errors are the main client's story.
  subscriber.on('error', () => undefined)
  await subscriber.connect()
  const timers = new Set<NodeJS.Timeout>()
  await subscriber.subscribe(CONTENT_VERSION_CHANNEL, (from) => {
    if (from === node) return
    bumpLocalContentVersion()
    const timer = setTimeout(() => {
      timers.delete(timer)
      bumpLocalContentVersion()
    }, SETTLE_MS)
    timers.add(timer)
  })
  const unsubscribe = onContentVersionBump(() => {
    // A change missed while Redis is down is bounded by the cache TTL (SSR_CACHE_TTL_MS).
    redis
      .publish(CONTENT_VERSION_CHANNEL, node)
      .catch((error: unknown) => logger.warn({ err: error }, 'could not announce a content change'))
  })
  return {
    async close() {
      unsubscribe()
      for (const timer of timers) clearTimeout(timer)
      await subscriber.close().catch(() => undefined)
    },
  }
}
