import { createClient, type RedisClientType } from 'redis'
import type { Logger } from '../../runtime/logger'

/** The plain client (no modules, RESP 2 types), as the adapters and stores take it. */
export type RedisClient = RedisClientType

/**
 * A node-redis client for REDIS_URL, connected before it is returned. A Redis that is down
 * at start-up is waited for (a clear log line per try, backing off to 2 s) instead of
 * crashing the node; a connection lost later reconnects on its own with the same back-off.
 */
export async function connectRedis(url: string, logger: Pick<Logger, 'info' | 'warn' | 'error'>, name = 'redis'): Promise<RedisClient> {
  let tries = 0
  const client = createClient({
    url,
    name: `agency-funnel-${name}`,
    socket: {
      connectTimeout: 5_000,
      // At most 2 s apart: a node is back on Redis, and re-syncs its chat, within 2 s of Redis's return.
      reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 2_000),
    },
  })
  client.on('error', (error: Error) => {
    tries++
    // node-redis emits each failed attempt; one line per attempt says what it waits for.
    logger.warn({ err: { message: error.message }, redis: redactedUrl(url), attempt: tries }, `waiting for Redis (${name})`)
  })
  client.on('ready', () => {
    if (tries > 0) logger.info({ redis: redactedUrl(url) }, `Redis (${name}) reachable again`)
    tries = 0
  })
  await client.connect()
  return client as unknown as RedisClient
}

/** The URL without its password, for logs. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'redis://(unparsable)'
  }
}
