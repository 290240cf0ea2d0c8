import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export const TEST_ADMIN = { email: 'admin@test.local', password: 'admin-password-123' }
/** Demo users seeded in tests (seed/users.ts). */
export const DEMO_PASSWORD = 'demo-password'
export const DEMO = {
  marketer: 'marketer@example.com',
  analyst: 'analyst@example.com',
  agency: 'agency@example.com',
  vendor: 'vendor@example.com',
}

/**
 * The PAYLOAD_SECRET of every test server unless a test gives its own: tests sign the visitor
 * ids they choose with it (tests/support/visitor.ts), as the server signs the ids it issues.
 */
export const TEST_PAYLOAD_SECRET = 'test-payload-secret-for-visitor-ids-0123456789'

export type RunningServer = {
  url: string
  /** Everything the server printed so far (pino JSON lines and plain lines). */
  logs: () => string
  logFile: string
  stop: () => Promise<number | null>
  process: ChildProcess
  dataDir: string
  /** The database the server uses (tests that must age a row reach it directly). */
  databaseUrl: string
}

/**
 * `npm start`'s node arguments (package.json), so every test and bench runs the server with
 * the same V8 flags as production (`node --max-semi-space-size=16 --heap-growing-percent=50 --import tsx
 * server/start.ts`, docs/decisions/050).
 */
export const START_ARGS: string[] = (() => {
  const pkg = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as { scripts: { start: string } }
  const [command, ...args] = pkg.scripts.start.trim().split(/\s+/)
  if (command !== 'node') throw new Error(`package.json's start script should run node, not ${command}`)
  return args
})()

export type DatabaseChoice = { kind: 'sqlite' } | { kind: 'postgres'; url: string }

/** A port free on 127.0.0.1 right now (the kernel's choice), for a server that must know its origin before it listens. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/** Tries before giving up when another process took the chosen port before the server bound it. */
const PORT_TRIES = 3

/**
 * Starts the real server (`server/start.ts`, the same code as `npm start`) on 127.0.0.1
 * with a free port and a fresh database, and waits until it answers. SERVER_URL is its own
 * origin, as a deployment sets it (issue 38): Payload then believes a session cookie only beside
 * an Origin or Sec-Fetch-Site a browser sends. A test that needs it unset passes `SERVER_URL: ''`
 * in `env` and says why.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'agency-funnel-test-'))
  for (let attempt = 1; ; attempt++) {
    const port = await freePort()
    try {
      return await startServerOn(port, { ...options, dataDir })
    } catch (error) {
      // The port was free when chosen; another server took it before this one bound it.
      if (!(error instanceof PortTaken) || attempt >= PORT_TRIES) throw error
    }
  }
}

type StartOptions = {
  database?: DatabaseChoice
  env?: Record<string, string>
  /** Another node's folder (its SQLite file, media and outbox): a node started again after one died. */
  dataDir?: string
}

class PortTaken extends Error {}

async function startServerOn(
  port: number,
  { database = { kind: 'sqlite' }, env = {}, dataDir }: StartOptions & { dataDir: string },
): Promise<RunningServer> {
  const databaseUrl = database.kind === 'sqlite' ? `file:${path.join(dataDir, 'test.db')}` : database.url
  const child = spawn(process.execPath, START_ARGS, {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVER_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: TEST_PAYLOAD_SECRET,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SEED_DEMO_USERS: 'true',
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_MINUTE: '100000',
      // Tests sign in many times from 127.0.0.1; the limit itself is tested in tests/unit.
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '100000',
      // Tests mail many addresses from 127.0.0.1; the mail budget has its own server in sign-in-budgets.test.ts.
      MAIL_PER_CLIENT_PER_HOUR: '100000',
      MAIL_PER_RECIPIENT_PER_10_MINUTES: '100000',
      MAIL_PER_RECIPIENT_PER_DAY: '100000',
      MAIL_PER_HOUR: '100000',
      MEDIA_DIR: path.join(dataDir, 'media'),
      OUTBOX_DIR: path.join(dataDir, 'outbox'),
      // A test that needs the periodic experiment check sets a short interval.
      EXPERIMENT_ALERTS_EVERY_MS: '0',
      // Copy tests are looked at every 2 s, so a test's rule stops it within the test's patience.
      COPY_TESTS_EVERY_MS: '2000',
      // Unsent chat attachments older than a day are looked for every 2 s (docs/decisions/073).
      UNSENT_UPLOADS_EVERY_MS: '2000',
      // A plan checkout's hold on a weekly spot lapses in 10 s, so the suite's many checkouts do not fill the week (docs/decisions/118).
      SPOT_HOLD_MS: '10000',
      // Open pages report every 2 s, so a viewer who leaves is gone from the count within 4 s (docs/decisions/117).
      PRESENCE_HEARTBEAT_MS: '2000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const logFile = path.join(dataDir, 'server.log')
  const record = (chunk: Buffer) => {
    output += chunk
    fs.appendFileSync(logFile, chunk)
  }
  child.stdout!.on('data', record)
  child.stderr!.on('data', record)

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 120 s:\n${output.slice(-4000)}`)), 120_000)
    const onData = () => {
      const match = /READY (http:\/\/\S+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        child.stdout!.off('data', onData)
        resolve(match[1])
      }
    }
    child.stdout!.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      const Failure = /EADDRINUSE/.test(output) ? PortTaken : Error
      reject(new Failure(`server exited with ${code} before it was ready:\n${output.slice(-4000)}`))
    })
  })

  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return {
    url,
    logs: () => output,
    logFile,
    process: child,
    dataDir,
    databaseUrl,
    async stop() {
      if (child.exitCode !== null) return child.exitCode
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
      const code = await exited
      clearTimeout(timer)
      fs.rmSync(dataDir, { recursive: true, force: true })
      return code
    },
  }
}

/** A fresh PostgreSQL database on the server named by TEST_POSTGRES_URL. */
export async function createPostgresDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg')
  const name = `agency_test_${Date.now()}_${randomBytes(3).toString('hex')}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}
