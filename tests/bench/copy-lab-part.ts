import { measureCopyLab } from './copy-lab'
import { round, table } from './measure'
import { startServer } from '../support/server'

/** / with and without a running copy test, and one look at the test against the analyst's results (its own server). */
export async function copyLabPart(durationS: number) {
  const visitors = Number(process.env.BENCH_COPY_VISITORS ?? 20_000)
  // Its own server: the copy test changes / for the parts after it; no look of its own meanwhile.
  const own = await startServer({ env: { LOG_LEVEL: 'warn', COPY_TESTS_EVERY_MS: '0' } })
  try {
    const f = await measureCopyLab(own.url, { durationS, visitors })
    console.log('\nCopy lab: / while a copy test runs on its headline, against / without one (8 connections)')
    console.log(
      table([
        {
          what: '/ without a copy test',
          'req/s': round(f.pageWithout.requestsPerSecond),
          'p99 ms': f.pageWithout.p99Ms,
          non2xx: f.pageWithout.non2xx,
        },
        { what: '/ with a copy test', 'req/s': round(f.pageWith.requestsPerSecond), 'p99 ms': f.pageWith.p99Ms, non2xx: f.pageWith.non2xx },
      ]),
    )
    console.log(`with / without = ${(f.pageWith.requestsPerSecond / f.pageWithout.requestsPerSecond).toFixed(2)}`)
    console.log(
      `\nCopy lab: one look at the running test after ${visitors} visitors, against the analyst's results over the same facts (median of 5)`,
    )
    console.log(
      table([
        { what: 'experiment-results (every experiment)', ms: round(f.resultsMs, 0) },
        { what: 'copy-lab slot screen (live figures)', ms: round(f.lookMs, 0) },
        { what: 'propose-copy-variants (offline writer)', ms: round(f.proposeMs, 0) },
      ]),
    )
    console.log(`look / results = ${(f.lookMs / f.resultsMs).toFixed(2)}`)
  } finally {
    await own.stop()
  }
}
