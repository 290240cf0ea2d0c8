import { randomBytes } from 'node:crypto'
import { startRedis, type RunningRedis } from './redis'
import { createPostgresDatabase, startServer, type RunningServer } from './server'

export type Cluster = {
  /** The first node migrated and seeded the database; the others started on it afterwards. */
  nodes: RunningServer[]
  redis: RunningRedis
  databaseUrl: string
  /** Stops the nodes (SIGTERM), Redis, and drops the database; returns each node's exit code. */
  stop: () => Promise<(number | null)[]>
}

/**
 * N real `npm start` nodes of one site, as production runs them: one fresh PostgreSQL database
 * (on the server of TEST_POSTGRES_URL), one private Redis, the same PAYLOAD_SECRET. `env`
 * goes to every node (a low RATE_LIMIT_PER_MINUTE, say).
 */
export async function startCluster({ nodes = 2, env = {} }: { nodes?: number; env?: Record<string, string> } = {}): Promise<Cluster> {
  const base = process.env.TEST_POSTGRES_URL
  if (!base) throw new Error('a cluster needs TEST_POSTGRES_URL')
  const redis = await startRedis()
  const database = await createPostgresDatabase(base)
  const started: RunningServer[] = []
  const stop = async () => {
    const codes = await Promise.all(started.map((node) => node.stop()))
    await redis.stop()
    await database.drop()
    return codes
  }
  try {
    const shared = { REDIS_URL: redis.url, PAYLOAD_SECRET: randomBytes(24).toString('hex'), ...env }
    const start = () => startServer({ database: { kind: 'postgres', url: database.url }, env: shared })
    // One at a time: the first migrates and seeds, the others find the database ready.
    for (let i = 0; i < nodes; i++) started.push(await start())
  } catch (error) {
    await stop().catch(() => undefined)
    throw error
  }
  return { nodes: started, redis, databaseUrl: database.url, stop }
}
