/**
 * `npm test`: sets up what the machine lacks (Debian's chromium, PostgreSQL and redis-server;
 * a throwaway PostgreSQL cluster unless TEST_POSTGRES_URL names one), builds what is missing,
 * then runs unit, integration on SQLite and on PostgreSQL, and e2e tests, and prints one
 * closing line. SKIP_E2E=1 leaves the browser out; TEST_POSTGRES=0 leaves PostgreSQL out.
 */
import { prepareEmbeddedDefaults } from '../runtime/embedded-defaults'
import { ensureSystemPackages, startThrowawayPostgres, type ThrowawayPostgres } from './support/system-services'

const say = (line: string) => console.log(line)
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
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130))
}

prepareEmbeddedDefaults()
const buildStarted = Date.now()
const { ensureBuilt } = await import('../cms/scripts/ensure-built')
await ensureBuilt({ info: (msg: string) => console.log(msg) } as never)
// Where the suite's time goes, printed per part (the closing note of a CI run quotes it).
const took: string[] = [`build ${Math.round((Date.now() - buildStarted) / 1000)} s`]

const { startVitest } = await import('vitest/node')

type Run = { label: string; projects: string[]; env?: Record<string, string> }
const runs: Run[] = [{ label: 'unit + integration (SQLite)', projects: ['unit', 'integration'], env: { TEST_DATABASE: 'sqlite' } }]
if (process.env.TEST_POSTGRES_URL)
  runs.push({ label: 'integration (PostgreSQL)', projects: ['integration'], env: { TEST_DATABASE: 'postgres' } })
if (process.env.SKIP_E2E !== '1') runs.push({ label: 'e2e (Chromium)', projects: ['e2e'], env: { TEST_DATABASE: 'sqlite' } })

const filters = process.argv.slice(2)
let passed = 0
let failed = 0
let skipped = 0
// The names of the failed tests, repeated at the end: a CI log is often read from its tail.
const failures: string[] = []
// Each file's time, to print the slowest at the end (where CI's minutes go).
const fileTimes: { name: string; ms: number }[] = []
for (const run of runs) {
  console.log(`\n=== ${run.label} ===`)
  const runStarted = Date.now()
  Object.assign(process.env, run.env)
  const vitest = await startVitest('test', filters, { run: true, project: run.projects, watch: false })
  if (!vitest) {
    failed++
    continue
  }
  for (const file of vitest.state.getFiles()) {
    fileTimes.push({ name: `${file.name} (${run.label})`, ms: file.result?.duration ?? 0 })
    const walk = (task: any, path: string[]) => {
      const here = task.type === 'test' || task.type === 'suite' ? [...path, task.name] : path
      if (task.type === 'test') {
        const state = task.result?.state
        if (state === 'pass') passed++
        else if (state === 'fail') {
          failed++
          failures.push(`${run.label}: ${file.name} > ${here.join(' > ')}: ${firstLine(task.result?.errors?.[0]?.message)}`)
        } else skipped++
      }
      task.tasks?.forEach((child: any) => walk(child, here))
    }
    file.tasks?.forEach((child: any) => walk(child, []))
    if (file.result?.state === 'fail' && !file.tasks?.length) {
      failed++
      failures.push(`${run.label}: ${file.name}: ${firstLine(file.result?.errors?.[0]?.message)}`)
    }
  }
  // Errors outside tests (a global setup that could not start the server) fail the run too.
  for (const error of vitest.state.getUnhandledErrors()) {
    failed++
    failures.push(`${run.label}: unhandled error: ${firstLine((error as Error)?.message ?? String(error))}`)
  }
  await vitest.close()
  took.push(`${run.label} ${Math.round((Date.now() - runStarted) / 1000)} s`)
}
console.log(`\nTime: ${took.join(', ')}`)
const slowest = fileTimes.sort((a, b) => b.ms - a.ms).slice(0, 10)
console.log(`\nThe 10 slowest files:\n${slowest.map((file) => `- ${Math.round(file.ms / 1000)} s  ${file.name}`).join('\n')}`)
if (failures.length) console.log(`\nFailed:\n${failures.map((line) => `- ${line}`).join('\n')}`)
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 ? 1 : 0)

function firstLine(message: unknown): string {
  return String(message ?? 'failed')
    .split('\n')[0]
    .slice(0, 300)
}
