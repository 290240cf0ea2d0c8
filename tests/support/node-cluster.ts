import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startRedis, type RunningRedis } from './redis'
import { createPostgresDatabase, startServer, type RunningServer } from './server'

export type NodeCluster = {
  /** The nodes in the order they started (the first one migrated and seeded the database). */
  nodes: RunningServer[]
  redis: RunningRedis
  databaseUrl: string
  /** The environment every node shares (PAYLOAD_SECRET, REDIS_URL, …). */
  env: Record<string, string>
  stop: () => Promise<void>
}

/**
 * N `npm start` processes on one fresh PostgreSQL database (on the server `postgresUrl` names)
 * and one private Redis, sharing PAYLOAD_SECRET as a deployment's nodes do. The first node
 * starts alone, so only it migrates and seeds; the others start together after it.
 */
export async function startNodeCluster({
  postgresUrl,
  nodes = 2,
  env = {},
}: {
  postgresUrl: string
  nodes?: number
  env?: Record<string, string>
}): Promise<NodeCluster> {
  const redis = await startRedis()
  const database = await createPostgresDatabase(postgresUrl)
  // The local payment provider's state file is per process; keep each run's out of the repo.
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-cluster-'))
  const shared = {
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    REDIS_URL: redis.url,
    ...env,
  }
  const running: RunningServer[] = []
  const start = (index: number) =>
    startServer({
      database: { kind: 'postgres', url: database.url },
      env: { ...shared, LOCAL_PAYMENTS_FILE: path.join(stateDir, `payments-${index}.json`) },
    })
  const stop = async () => {
    await Promise.all(running.map((node) => node.stop()))
    await redis.stop()
    await database.drop()
    fs.rmSync(stateDir, { recursive: true, force: true })
  }
  try {
    running.push(await start(0))
    running.push(...(await Promise.all(Array.from({ length: nodes - 1 }, (_, i) => start(i + 1)))))
  } catch (error) {
    await stop()
    throw error
  }
  return { nodes: running, redis, databaseUrl: database.url, env: shared, stop }
}
