import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Logger } from '../../runtime/logger'

const root = process.cwd()
const STAMPS = { web: 'web/dist/.source-hash', admin: 'cms/.next/.source-hash' }
const SOURCES = {
  web: ['web', 'contracts', 'experiments'],
  // The admin's views import experiments/ too (results, the copy lab's power calculation), and
  // the config and the collections' hooks runtime/ (the settings, the logger, the mail budget).
  admin: ['cms', 'collections', 'contracts', 'experiments', 'runtime'],
}
// Build scripts do not change what is built. Migrations do: the admin bundles the config and
// runs `prodMigrations` too, and a stale bundle re-runs a replaced migration.
const SKIP = new Set(['node_modules', 'dist', '.next', 'scripts', 'payload-types.ts'])

function hashOf(dirs: string[]): string {
  const hash = createHash('sha1')
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else {
        hash.update(path.relative(root, full))
        hash.update(fs.readFileSync(full))
      }
    }
  }
  for (const dir of dirs) walk(path.join(root, dir))
  hash.update(fs.readFileSync(path.join(root, 'package-lock.json')))
  return hash.digest('hex')
}

export function buildStatus(): { web: boolean; admin: boolean; hashes: Record<'web' | 'admin', string> } {
  const hashes = { web: hashOf(SOURCES.web), admin: hashOf(SOURCES.admin) }
  const fresh = (part: 'web' | 'admin') => {
    const stamp = path.join(root, STAMPS[part])
    return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hashes[part]
  }
  return { web: fresh('web'), admin: fresh('admin') && fs.existsSync(path.join(root, 'cms/.next/BUILD_ID')), hashes }
}

const LOCK = path.join(root, 'data/.build-lock')

/** One build at a time on a machine: a second caller waits, then finds the build fresh. */
async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  fs.mkdirSync(path.dirname(LOCK), { recursive: true })
  for (;;) {
    try {
      fs.mkdirSync(LOCK)
      break
    } catch {
      const age = Date.now() - (fs.statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now())
      if (age > 10 * 60_000) fs.rmSync(LOCK, { recursive: true, force: true })
      else await new Promise((r) => setTimeout(r, 500))
    }
  }
  try {
    return await work()
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true })
  }
}

/** Builds the web app and the admin when they are missing or older than their sources. */
export async function ensureBuilt(logger?: Pick<Logger, 'info'>, { force = false } = {}): Promise<void> {
  if (!force) {
    const status = buildStatus()
    if (status.web && status.admin) return
  }
  await withBuildLock(() => build(logger, force))
}

/**
 * The web app (vite, in this process) and the admin (next build, a child process) build at the
 * same time: on two cores that takes the first start from about 45 s of builds to the longer
 * of the two (docs/decisions: faster first run).
 */
async function build(logger: Pick<Logger, 'info'> | undefined, force: boolean): Promise<void> {
  const status = buildStatus()
  const admin = force || !status.admin ? buildAdmin(logger) : undefined
  if (force || !status.web) {
    logger?.info('building the web app (vite)')
    const { buildWeb } = await import('./build-web')
    // Settle the admin's build before throwing, so no child outlives a failed start.
    await buildWeb().catch(async (error: unknown) => {
      await admin?.catch(() => undefined)
      throw error
    })
    fs.writeFileSync(path.join(root, STAMPS.web), status.hashes.web)
  }
  if (admin) {
    await admin
    fs.writeFileSync(path.join(root, STAMPS.admin), status.hashes.admin)
  }
}

async function buildAdmin(logger: Pick<Logger, 'info'> | undefined): Promise<void> {
  logger?.info('building the admin (payload import map + next build); this takes about a minute')
  const { generateImportMap } = await import('payload')
  const { default: config } = await import('../payload.config')
  await generateImportMap(await config, { log: false, force: true })
  const child = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build', 'cms'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', resolve)
  })
  if (code !== 0) throw new Error(`next build failed with exit code ${code}`)
}
