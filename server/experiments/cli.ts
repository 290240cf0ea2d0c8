/**
 * `npm run experiments -- <command>`:
 *   analyze --counts "<usersA>:<conversionsA>,<usersB>:<conversionsB>" [--weights 0.5,0.5] [--sequential] [--json]
 *       variation B against A with the analyst view's statistics (experiments/stats/gbstats.ts)
 *   analyze --file <csv> [--cuped] [--cap <percentile>] [--json]
 *       the per-user export of /admin/experiments (variation,value,pre_value; the first variation
 *       seen is the control), with CUPED and capping as the app computes them (docs/decisions/089)
 *   report [--csv] [--experiment <key>]
 *       every experiment's results from the database (DATABASE_URL), as a table or CSV
 *   check
 *       validates experiments/ and prints the GrowthBook payload
 */
import { parseArgs } from 'node:util'

const [command, ...rest] = process.argv.slice(2)

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(2)
}

function parseCounts(text: string) {
  const parts = text.split(',').map((pair) => pair.trim().split(':'))
  if (parts.length < 2) fail('--counts needs two variations: "<usersA>:<conversionsA>,<usersB>:<conversionsB>"')
  return parts.map(([users, conversions]) => {
    const u = Number(users)
    const c = Number(conversions)
    if (!Number.isInteger(u) || !Number.isInteger(c) || u < 0 || c < 0 || c > u)
      fail(`--counts: "${users}:${conversions}" is not <users>:<conversions> with 0 <= conversions <= users`)
    return { users: u, conversions: c }
  })
}

async function analyzeFile(file: string, values: { cuped?: boolean; cap?: string; json?: boolean }) {
  const { readFile } = await import('node:fs/promises')
  const { parseUnitsCsv } = await import('../../experiments/units-csv')
  const { analyzeUnits } = await import('../../experiments/stats/analyze-units')
  const cap = values.cap === undefined ? undefined : Number(values.cap)
  if (cap !== undefined && !(cap > 0 && cap < 1)) fail('--cap needs a percentile between 0 and 1, e.g. 0.99')
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch {
    fail(`cannot read ${file}`)
  }
  const parsed = parseUnitsCsv(text)
  if ('error' in parsed) fail(`${file}: ${parsed.error}`)
  const r = analyzeUnits(parsed.rows, { cuped: values.cuped, cap })
  if (values.json) {
    process.stdout.write(JSON.stringify(r) + '\n')
    return
  }
  const pct = (x: number) => `${(x * 100).toFixed(2)}%`
  const lines = r.variations.map(
    (v) => `${v.variation}: ${v.users} users, mean ${v.mean.toFixed(4)}${r.cuped ? ` (unadjusted ${v.unadjustedMean.toFixed(4)})` : ''}`,
  )
  for (const c of r.comparisons)
    lines.push(
      `${c.variation} against ${r.variations[0]!.variation}: uplift ${pct(c.uplift)}  95% CI [${pct(c.ci[0])}, ${pct(c.ci[1])}]  p-value ${c.pValue.toPrecision(4)}  chance to win ${pct(c.chanceToWin)}${r.cuped ? `  CUPED θ ${c.theta.toPrecision(4)}, variance ${pct(-c.varianceReduction)}` : ''}`,
    )
  if (r.cap) lines.push(`capped at the ${r.cap.percentile * 100}th percentile: ${r.cap.value ?? 'no values'}`)
  process.stdout.write(lines.join('\n') + '\n')
}

async function analyze() {
  const { values } = parseArgs({
    args: rest,
    options: {
      counts: { type: 'string' },
      weights: { type: 'string' },
      json: { type: 'boolean' },
      sequential: { type: 'boolean' },
      file: { type: 'string' },
      cuped: { type: 'boolean' },
      cap: { type: 'string' },
    },
  })
  if (values.file) return analyzeFile(values.file, values)
  if (!values.counts) fail('analyze needs --counts "<usersA>:<conversionsA>,<usersB>:<conversionsB>" or --file <csv>')
  const counts = parseCounts(values.counts)
  const weights = values.weights?.split(',').map(Number)
  if (weights && (weights.length !== counts.length || weights.some((w) => !(w >= 0))))
    fail('--weights needs one non-negative number per variation, e.g. 0.5,0.5')
  const { analyzeCounts } = await import('../../experiments/stats/gbstats')
  const r = analyzeCounts(counts, weights, { sequential: values.sequential })
  if (values.json)
    process.stdout.write(JSON.stringify({ uplift: r.uplift, ci: r.ci, pValue: r.pValue, chanceToWin: r.chanceToWin, srmP: r.srmP }) + '\n')
  else {
    const pct = (x: number) => `${(x * 100).toFixed(2)}%`
    process.stdout.write(
      `uplift ${pct(r.uplift)}  95% CI [${pct(r.ci[0])}, ${pct(r.ci[1])}]  p-value ${r.pValue.toPrecision(4)}  chance to win ${pct(r.chanceToWin)}  SRM p ${r.srmP.toPrecision(4)}${r.srmP < 0.001 ? '  WARNING: sample ratio mismatch' : ''}\n`,
    )
  }
}

async function report() {
  const { values } = parseArgs({ args: rest, options: { csv: { type: 'boolean' }, experiment: { type: 'string' } } })
  const { prepareEmbeddedDefaults } = await import('../../runtime/embedded-defaults')
  prepareEmbeddedDefaults()
  const { loadExperimentConfig } = await import('../../experiments/load')
  const config = await loadExperimentConfig()
  const { getExpressPayload } = await import('../payload')
  const payload = await getExpressPayload()
  const { loadExperimentSums } = await import('../analytics/experiment-sums')
  const { experimentResultsFromSums, resultsCsv, resultsTable } = await import('../../experiments/results')
  const all = experimentResultsFromSums(config, await loadExperimentSums(payload, config))
  const results = values.experiment ? all.filter((r) => r.key === values.experiment) : all
  if (values.experiment && !results.length) fail(`no experiment "${values.experiment}"`)
  process.stdout.write(values.csv ? resultsCsv(results) : resultsTable(results))
  await payload.db.destroy?.()
  process.exit(0)
}

async function check() {
  const { loadExperimentConfig } = await import('../../experiments/load')
  const { buildGrowthBookPayload } = await import('../../experiments/payload')
  process.stdout.write(JSON.stringify(buildGrowthBookPayload(await loadExperimentConfig()), null, 2) + '\n')
}

const commands: Record<string, () => Promise<void>> = { analyze, report, check }
const run = command ? commands[command] : undefined
if (!run) fail(`usage: npm run experiments -- analyze|report|check  (got "${command ?? ''}")`)
try {
  await run()
} catch (error) {
  fail((error as Error).message)
}
