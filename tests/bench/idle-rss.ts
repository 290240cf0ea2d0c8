import fs from 'node:fs'
import path from 'node:path'
import { startServer, TEST_ADMIN } from '../support/server'
import { rssMiB } from './rss'

export type IdleRss = { idleMiB: number; adminOpenedMiB: number }

/**
 * `npm start`'s memory as its user sees it: the server started once to migrate and seed, then
 * again on that seeded database and left alone for `settleS` (no forced GC); then after a
 * staff member signs in to the admin and opens the leads list, settled again.
 */
export async function measureIdleRss({ settleS = 15 }: { settleS?: number } = {}): Promise<IdleRss> {
  const seeding = await startServer({ env: { LOG_LEVEL: 'warn' } })
  const exited = new Promise((resolve) => seeding.process.once('exit', resolve))
  seeding.process.kill('SIGTERM')
  await exited
  const { dataDir } = seeding
  const server = await startServer({
    env: {
      LOG_LEVEL: 'warn',
      DATABASE_URL: seeding.databaseUrl,
      MEDIA_DIR: path.join(dataDir, 'media'),
      OUTBOX_DIR: path.join(dataDir, 'outbox'),
    },
  })
  const settle = () => new Promise((resolve) => setTimeout(resolve, settleS * 1000))
  try {
    await settle()
    const idleMiB = rssMiB(server.process.pid!) ?? NaN
    const login = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify(TEST_ADMIN),
    })
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? ''
    const list = await fetch(`${server.url}/admin/collections/leads`, { headers: { cookie } })
    await list.text()
    if (!login.ok || !list.ok) throw new Error(`admin answered ${login.status} / ${list.status}`)
    await settle()
    return { idleMiB, adminOpenedMiB: rssMiB(server.process.pid!) ?? NaN }
  } finally {
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
