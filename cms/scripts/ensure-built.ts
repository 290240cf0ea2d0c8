import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Logger } from '../../server/logger'

const root = process.cwd()
const STAMPS = { web: 'web/dist/.source-hash', admin: 'cms/.next/.source-hash' }
const SOURCES = {
  web: ['web', 'contracts', 'experiments'],
  admin: ['cms', 'collections', 'contracts'],
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

async function build(logger: Pick<Logger, 'info'> | undefined, force: boolean): Promise<void> {
  const status = buildStatus()
  if (force || !status.web) {
    logger?.info('building the web app (vite)')
    const { buildWeb } = await import('./build-web')
    await buildWeb()
    fs.writeFileSync(path.join(root, STAMPS.web), status.hashes.web)
  }
  if (force || !status.admin) {
    logger?.info('building the admin (payload import map + next build); this takes about a minute')
    const { generateImportMap } = await import('payload')
    const { default: config } = await import('../payload.config')
    await generateImportMap(await config, { log: false, force: true })
    const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build', 'cms'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    })
    if (result.status !== 0) throw new Error(`next build failed with exit code ${result.status}`)
    fs.writeFileSync(path.join(root, STAMPS.admin), status.hashes.admin)
  }
}
