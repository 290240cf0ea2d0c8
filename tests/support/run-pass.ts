/**
 * One pass of `npm test` (tests/run.ts), in a process of its own so that two passes can run at
 * once: vitest's global setup reads TEST_DATABASE from the environment, which one process holds
 * once. Runs the projects named in TEST_PASS_PROJECTS with the files named on the command line
 * (TEST_PASS_SHARD: one part of them), and writes what tests/run.ts reports (counts, failures,
 * each file's time, CPU seconds) as JSON to TEST_PASS_REPORT.
 */
import fs from 'node:fs'
import { startVitest } from 'vitest/node'

export type PassReport = {
  passed: number
  failed: number
  skipped: number
  failures: string[]
  fileTimes: { name: string; ms: number }[]
  /** This process's CPU seconds and its reaped children's (servers, vitest workers, Chromium). */
  cpuSeconds: number
}

const label = process.env.TEST_PASS_LABEL ?? 'tests'
const report: PassReport = { passed: 0, failed: 0, skipped: 0, failures: [], fileTimes: [], cpuSeconds: 0 }
const projects = (process.env.TEST_PASS_PROJECTS ?? '').split(',').filter(Boolean)
// A part of the project's files (TEST_PASS_SHARD, e.g. 1/2: vitest's --shard), or all of them.
const shard = process.env.TEST_PASS_SHARD
const vitest = await startVitest('test', process.argv.slice(2), { run: true, project: projects, watch: false, ...(shard ? { shard } : {}) })
if (!vitest) {
  report.failed++
  report.failures.push(`${label}: vitest did not start`)
} else {
  for (const file of vitest.state.getFiles()) {
    report.fileTimes.push({ name: `${file.name} (${label})`, ms: file.result?.duration ?? 0 })
    const walk = (task: any, path: string[]) => {
      const here = task.type === 'test' || task.type === 'suite' ? [...path, task.name] : path
      if (task.type === 'test') {
        const state = task.result?.state
        if (state === 'pass') report.passed++
        else if (state === 'fail') {
          report.failed++
          report.failures.push(`${label}: ${file.name} > ${here.join(' > ')}: ${firstLine(task.result?.errors?.[0]?.message)}`)
        } else report.skipped++
      }
      task.tasks?.forEach((child: any) => walk(child, here))
    }
    file.tasks?.forEach((child: any) => walk(child, []))
    if (file.result?.state === 'fail' && !file.tasks?.length) {
      report.failed++
      report.failures.push(`${label}: ${file.name}: ${firstLine(file.result?.errors?.[0]?.message)}`)
    }
  }
  // Errors outside tests (a global setup that could not start the server) fail the run too.
  for (const error of vitest.state.getUnhandledErrors()) {
    report.failed++
    report.failures.push(`${label}: unhandled error: ${firstLine((error as Error)?.message ?? String(error))}`)
  }
  await vitest.close()
}
report.cpuSeconds = cpuSecondsSoFar()
fs.writeFileSync(process.env.TEST_PASS_REPORT!, JSON.stringify(report))
process.exit(0)

function firstLine(message: unknown): string {
  return String(message ?? 'failed')
    .split('\n')[0]
    .slice(0, 300)
}

/**
 * utime + stime + cutime + cstime from /proc/self/stat (Linux, 100 ticks a second): the children
 * waited for count too, so a pass's servers and browsers are in it. Elsewhere, this process only.
 */
function cpuSecondsSoFar(): number {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // fields[0] is field 3 (state): utime is field 14, so fields[11..14].
    const ticks = fields.slice(11, 15).reduce((sum, n) => sum + Number(n), 0)
    return ticks / 100
  } catch {
    const usage = process.cpuUsage()
    return (usage.user + usage.system) / 1e6
  }
}
