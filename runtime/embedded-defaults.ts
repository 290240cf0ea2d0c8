import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { setting } from '../runtime/settings'

/**
 * The embedded defaults that make `npm start` work on a fresh machine: the data/ folder,
 * and a PAYLOAD_SECRET generated once into data/.payload-secret when none is configured.
 * Runs before the settings are parsed (runtime/settings.ts), which need the secret.
 */
export function prepareEmbeddedDefaults(env: NodeJS.ProcessEnv = process.env): void {
  // npm scripts run on the `node` package's Node 24 (docs/decisions/013); a bare `node` may be older.
  if (Number(process.versions.node.split('.')[0]) < 24)
    process.stderr.write(`warning: running on Node ${process.version}; the product supports Node 24 (use the npm scripts)\n`)
  ;(env as Record<string, string | undefined>).NODE_ENV ??= 'production'
  const dataDir = path.resolve(process.cwd(), 'data')
  fs.mkdirSync(dataDir, { recursive: true })
  const url = setting('DATABASE_URL', env)
  if (url?.startsWith('file:')) fs.mkdirSync(path.dirname(path.resolve(url.slice('file:'.length))), { recursive: true })
  if (!setting('PAYLOAD_SECRET', env)) {
    const file = path.join(dataDir, '.payload-secret')
    if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
    env.PAYLOAD_SECRET = fs.readFileSync(file, 'utf8').trim()
  }
}
