import { getPayload, type Payload } from 'payload'
import config from '../cms/payload.config'
import { SERVER_PAYLOAD_CONFIG } from '../cms/app/(payload)/server-config-key'
import type { Logger } from '../runtime/logger'

/**
 * The process's one Payload instance, for Express and for the admin and /api that Next serves:
 * Next's routes find this config on globalThis and so the same instance in getPayload's cache
 * (cms/app/(payload)/server-config.ts, docs/decisions/070).
 *
 * With a logger, a database that cannot be reached yet (a node started before PostgreSQL or
 * MongoDB is up) is waited for: a log line per try, backing off to 5 s, instead of exiting
 * and crash-looping. Other errors (a failed migration, a bad config) still stop start-up.
 */
export async function getExpressPayload(logger?: Pick<Logger, 'warn' | 'info'>): Promise<Payload> {
  ;(globalThis as Record<symbol, unknown>)[SERVER_PAYLOAD_CONFIG] = config
  for (let attempt = 1; ; attempt++) {
    try {
      // No `cron`: the server's own runner runs every queue of the Jobs Queue (docs/decisions/098).
      const payload = await getPayload({ config })
      if (attempt > 1) logger?.info({ attempt }, 'database reachable')
      return payload
    } catch (error) {
      if (!logger || !databaseUnreachable(error)) throw error
      const waitMs = Math.min(250 * 2 ** (attempt - 1), 5_000)
      logger.warn({ attempt, retryInMs: waitMs, reason: (error as Error).message }, 'waiting for the database')
      await new Promise((resolve) => setTimeout(resolve, waitMs))
    }
  }
}

/** Payload's adapters wrap a failed connection as "cannot connect to …"; the cause says whether it is the network. */
function databaseUnreachable(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return (
    /cannot connect to (Postgres|MongoDB)/i.test(message) &&
    /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|timeout|timed out|terminated|starting up|shutting down|server selection|too many clients/i.test(
      message,
    )
  )
}
