import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, START_ARGS } from '../support/server'

/**
 * Start-up time to the first 200 on `/`: spawns `server/start.ts` (built) on a fresh SQLite
 * database (migrate + seed included), then again on the now-seeded database.
 */
export async function measureStartup(): Promise<{ freshMs: number; warmMs: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-start-'))
  const port = await freePort()
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    // Production's configuration (issue 38): the origin is known before the server listens.
    SERVER_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: `file:${path.join(dir, 'bench.db')}`,
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    ADMIN_PASSWORD: 'bench-password-123',
    LOG_LEVEL: 'warn',
  }
  try {
    const freshMs = await timeToFirst200(env)
    const warmMs = await timeToFirst200(env)
    return { freshMs, warmMs }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

async function timeToFirst200(env: Record<string, string | undefined>): Promise<number> {
  const started = performance.now()
  const child = spawn(process.execPath, START_ARGS, { env: env as NodeJS.ProcessEnv, stdio: 'ignore' })
  const url = `http://127.0.0.1:${env.PORT}/`
  try {
    const deadline = Date.now() + 120_000
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
      try {
        const res = await fetch(url)
        if (res.status === 200) return performance.now() - started
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 25))
    }
    throw new Error('no 200 within 120 s')
  } finally {
    const exited = new Promise((r) => child.once('exit', r))
    child.kill('SIGTERM')
    await exited
  }
}
