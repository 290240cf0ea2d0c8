/**
 * `npm test`: sets up what the machine lacks (Debian's chromium, PostgreSQL and redis-server;
 * a throwaway PostgreSQL cluster unless TEST_POSTGRES_URL names one), builds what is missing,
 * then runs unit, integration on SQLite and on PostgreSQL, and e2e tests (in two halves), and
 * prints one closing line. SKIP_E2E=1 leaves the browser out; TEST_POSTGRES=0 leaves PostgreSQL
 * out; TEST_E2E_SHARDS=1 runs the e2e files in one pass.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { prepareEmbeddedDefaults } from '../runtime/embedded-defaults'
import type { PassReport } from './support/run-pass'
import { runPool } from './support/run-pool'
import { ensureSystemPackages, startThrowawayPostgres, type ThrowawayPostgres } from './support/system-services'

const say = (line: string) => console.log(line)
// The passes' process groups (their servers and browsers with them), stopped however the run ends.
const children = new Set<ChildProcess>()
process.on('exit', () => {
  for (const child of children) {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130))
try {
  ensureSystemPackages(say)
} catch (error) {
  console.log((error as Error).message)
  process.exit(1)
}
let postgres: ThrowawayPostgres | undefined
if (!process.env.TEST_POSTGRES_URL && process.env.TEST_POSTGRES !== '0') {
  postgres = await startThrowawayPostgres()
  process.env.TEST_POSTGRES_URL = postgres.url
  say(`a throwaway PostgreSQL for the suite: ${postgres.url}`)
  // Stopped however the run ends: its data is in a temporary folder.
  process.on('exit', () => postgres?.stop())
}

prepareEmbeddedDefaults()
const buildStarted = Date.now()
const { ensureBuilt } = await import('../cms/scripts/ensure-built')
await ensureBuilt({ info: (msg: string) => console.log(msg) } as never)
// Where the suite's time goes, printed per part (the closing note of a CI run quotes it).
const took: string[] = [`build ${Math.round((Date.now() - buildStarted) / 1000)} s`]

type Pass = { label: string; projects: string[]; env: Record<string, string> }
const filters = process.argv.slice(2)
/**
 * The e2e files in halves (vitest's --shard, by file), each with its own server and browser
 * (docs/decisions/100): one half follows SQLite in its slot, the other PostgreSQL in the
 * other, so that the two slots end close together. Named files run in one pass.
 */
const e2eShards = filters.length ? 1 : Math.max(1, Number(process.env.TEST_E2E_SHARDS ?? 2))
// The longest pass first, so that the others fill the second slot beside it.
const passes: Pass[] = []
if (process.env.TEST_POSTGRES_URL)
  passes.push({ label: 'integration (PostgreSQL)', projects: ['integration'], env: { TEST_DATABASE: 'postgres' } })
passes.push({ label: 'unit + integration (SQLite)', projects: ['unit', 'integration'], env: { TEST_DATABASE: 'sqlite' } })
// The last half first: it holds the heavier files today (measured: 326 and 343 s against 271 and
// 295 s), and the first pass to end (SQLite's) takes the first e2e pass in the list.
if (process.env.SKIP_E2E !== '1')
  for (let shard = e2eShards; shard >= 1; shard--)
    passes.push({
      label: e2eShards > 1 ? `e2e (Chromium) ${shard}/${e2eShards}` : 'e2e (Chromium)',
      projects: ['e2e'],
      env: { TEST_DATABASE: 'sqlite', ...(e2eShards > 1 ? { TEST_PASS_SHARD: `${shard}/${e2eShards}` } : {}) },
    })

/**
 * How many passes run at the same time (docs/decisions/080): each pass spends most of its time
 * waiting on its server's timers, mails and I/O, so two fit on CI's 2 cores. 1 runs them one
 * after the other, as before.
 */
const atOnce = Math.max(1, Number(process.env.TEST_PASSES_AT_ONCE ?? 2))
const suiteStarted = Date.now()
const reports = await runPool(passes, atOnce, runPass)
const passed = reports.reduce((sum, r) => sum + r.passed, 0)
const failed = reports.reduce((sum, r) => sum + r.failed, 0)
const skipped = reports.reduce((sum, r) => sum + r.skipped, 0)
// The names of the failed tests, repeated at the end: a CI log is often read from its tail.
const failures = reports.flatMap((r) => r.failures)
took.push(...reports.map((r) => `${r.label} ${r.wallSeconds} s (${Math.round(r.cpuSeconds)} CPU s)`))
took.push(`all passes ${Math.round((Date.now() - suiteStarted) / 1000)} s with ${atOnce} at once`)
console.log(`\nTime: ${took.join(', ')}`)
// Where CI's minutes go: each file's time, the slowest at the end.
const slowest = reports
  .flatMap((r) => r.fileTimes)
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 10)
console.log(`\nThe 10 slowest files:\n${slowest.map((file) => `- ${Math.round(file.ms / 1000)} s  ${file.name}`).join('\n')}`)
if (failures.length) console.log(`\nFailed:\n${failures.map((line) => `- ${line}`).join('\n')}`)
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 ? 1 : 0)

type PassResult = PassReport & { label: string; wallSeconds: number }

/**
 * One pass in a child process (tests/support/run-pass.ts). Its output goes to a file and is
 * printed whole when it ends, so two passes at once do not interleave their lines.
 */
async function runPass(pass: Pass): Promise<PassResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-pass-'))
  const logFile = path.join(dir, 'output.log')
  const reportFile = path.join(dir, 'report.json')
  const started = Date.now()
  console.log(`=== ${pass.label}: started`)
  const out = fs.openSync(logFile, 'w')
  const child = spawn(process.execPath, [...process.execArgv, path.join(import.meta.dirname, 'support/run-pass.ts'), ...filters], {
    env: {
      ...process.env,
      ...pass.env,
      TEST_PASS_LABEL: pass.label,
      TEST_PASS_PROJECTS: pass.projects.join(','),
      TEST_PASS_REPORT: reportFile,
    },
    stdio: ['ignore', out, out],
    // A group of its own, so that stopping the run stops the pass's servers and browsers too.
    detached: true,
  })
  children.add(child)
  const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)))
  children.delete(child)
  fs.closeSync(out)
  const wallSeconds = Math.round((Date.now() - started) / 1000)
  console.log(`\n=== ${pass.label} (${wallSeconds} s) ===`)
  process.stdout.write(fs.readFileSync(logFile, 'utf8'))
  let report: PassReport
  try {
    report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as PassReport
  } catch {
    report = {
      passed: 0,
      failed: 1,
      skipped: 0,
      failures: [`${pass.label}: the pass ended (exit ${code}) without a report`],
      fileTimes: [],
      cpuSeconds: 0,
    }
  }
  fs.rmSync(dir, { recursive: true, force: true })
  return { ...report, label: pass.label, wallSeconds }
}
