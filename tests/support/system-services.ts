import { execFileSync, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './redis'

/**
 * What `npm test` needs from the machine besides npm packages: Debian's chromium (e2e),
 * PostgreSQL (the second integration pass) and redis-server (the multi-node tests). The README
 * promises that `npm test` sets itself up, so it installs what is missing when it can (root with
 * apt-get), and otherwise stops with one line naming the command to run.
 */
const NEEDS: { pkg: string; present: () => boolean }[] = [
  { pkg: 'chromium', present: () => fs.existsSync('/usr/bin/chromium') },
  { pkg: 'postgresql', present: () => postgresBin() !== null },
  { pkg: 'redis-server', present: () => onPath('redis-server') },
]

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(':').some((dir) => dir && fs.existsSync(path.join(dir, command)))
}

/** The newest installed PostgreSQL's bin folder (Debian puts each major under /usr/lib/postgresql). */
function postgresBin(): string | null {
  const root = '/usr/lib/postgresql'
  if (!fs.existsSync(root)) return null
  const majors = fs
    .readdirSync(root)
    .filter((major) => fs.existsSync(path.join(root, major, 'bin/initdb')))
    .sort((a, b) => Number(a) - Number(b))
  return majors.length ? path.join(root, majors.at(-1)!, 'bin') : null
}

export function ensureSystemPackages(log: (line: string) => void): void {
  const missing = NEEDS.filter((need) => !need.present()).map((need) => need.pkg)
  if (!missing.length) return
  const command = `apt-get install -y ${missing.join(' ')}`
  if (process.getuid?.() !== 0 || !onPath('apt-get'))
    throw new Error(`npm test needs ${missing.join(', ')}: run \`sudo apt-get update && sudo ${command}\`, then npm test again`)
  log(`installing ${missing.join(', ')} with apt-get (npm test needs them)`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const run = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env })
    if (run.status !== 0) throw new Error(`\`apt-get ${args.join(' ')}\` failed (exit ${run.status}): run \`${command}\` by hand`)
  }
}

export type ThrowawayPostgres = {
  url: string
  stop: () => void
  /** The fault suite's faults: `pg_ctl restart -m fast` (cuts every connection), and a stop until `start()`. */
  restart: () => Promise<void>
  pause: () => Promise<void>
  start: () => Promise<void>
}

/**
 * A PostgreSQL cluster of its own in a temporary folder, on a free loopback port, trusting local
 * connections; `stop()` shuts it down and removes the folder. As root, the cluster belongs to the
 * `postgres` user (initdb refuses to run as root).
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBin()
  if (!bin) throw new Error('no PostgreSQL under /usr/lib/postgresql')
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-pg-'))
  const asRoot = process.getuid?.() === 0
  const owner = asRoot ? 'postgres' : os.userInfo().username
  if (asRoot) execFileSync('chown', [owner, root])
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', owner, '--', path.join(bin, command), ...args], { stdio: 'ignore' })
      : execFileSync(path.join(bin, command), args, { stdio: 'ignore' })
  const port = await freePort()
  const data = path.join(root, 'data')
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres'])
  // Many servers of the suite hold pools at once (two-node and cluster tests): room for them.
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off`
  const startArgs = ['-D', data, '-o', options, '-l', path.join(root, 'log'), '-w', 'start']
  run('pg_ctl', startArgs)
  // The faults run while the test's own load runs in this process: pg_ctl must not block it.
  const pgCtl = async (args: string[]) => {
    const [command, ...rest] = asRoot
      ? ['runuser', '-u', owner, '--', path.join(bin, 'pg_ctl'), ...args]
      : [path.join(bin, 'pg_ctl'), ...args]
    const child = spawn(command!, rest, { stdio: 'ignore' })
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    if (code !== 0) throw new Error(`pg_ctl ${args.at(-1)} exited with ${code}`)
  }
  let stopped = false
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => pgCtl(['-D', data, '-o', options, '-l', path.join(root, 'log'), '-m', 'fast', '-w', 'restart']),
    pause: () => pgCtl(['-D', data, '-m', 'fast', '-w', 'stop']),
    start: () => pgCtl(startArgs),
    stop() {
      if (stopped) return
      stopped = true
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop'])
      } catch {
        // Already gone: the folder goes all the same.
      }
      fs.rmSync(root, { recursive: true, force: true })
    },
  }
}

/**
 * Copies a database into another (pg_dump | pg_restore), schema, migrations and seed included: a
 * server started on the copy finds it migrated and seeded, and is up in seconds, where a fresh
 * database's migrations take a minute or two on a busy machine.
 */
export async function copyPostgresDatabase(fromUrl: string, toUrl: string): Promise<void> {
  const bin = postgresBin()
  if (!bin) throw new Error('no PostgreSQL under /usr/lib/postgresql')
  const dump = spawn(path.join(bin, 'pg_dump'), ['--format=custom', '--no-owner', '--no-acl', fromUrl], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const restore = spawn(path.join(bin, 'pg_restore'), ['--no-owner', '--no-acl', '--exit-on-error', '-d', toUrl], {
    stdio: ['pipe', 'ignore', 'pipe'],
  })
  dump.stdout!.pipe(restore.stdin!)
  let errors = ''
  dump.stderr!.on('data', (chunk: Buffer) => (errors += chunk))
  restore.stderr!.on('data', (chunk: Buffer) => (errors += chunk))
  const exited = (child: ReturnType<typeof spawn>) => new Promise<number | null>((resolve) => child.once('exit', resolve))
  const [dumped, restored] = await Promise.all([exited(dump), exited(restore)])
  if (dumped !== 0 || restored !== 0)
    throw new Error(`copying the database failed (pg_dump ${dumped}, pg_restore ${restored}): ${errors.slice(-2000)}`)
}
