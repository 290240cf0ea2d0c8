import { table, round } from './measure'
import { measureOverload } from './overload'
import { wideReportAlongside } from './wide-report'
import { startServer } from '../support/server'

/**
 * create-lead and track-funnel-event offered at twice what the node sustains (measured first,
 * closed loop) for BENCH_SECONDS (20 s unless set), each on a fresh server: the admission
 * limit sheds the excess with 503 and the server's memory stays bounded (goal < 700 MB). During the
 * create-lead load a two-year funnel-report runs, with /healthz probed throughout (p99 < 200 ms).
 * BENCH_OVERLOAD_RATE offers a fixed rate instead (the outside tester offered 200/s).
 */
export async function overloadPart() {
  const seconds = Number(process.env.BENCH_SECONDS ?? 20)
  const offered = process.env.BENCH_OVERLOAD_RATE ? Number(process.env.BENCH_OVERLOAD_RATE) : undefined
  // BENCH_OVERLOAD_RUNS repeats the part (issue 38 asked for 10 runs in a row without a timeout).
  const runs = Math.max(1, Number(process.env.BENCH_OVERLOAD_RUNS ?? 1))
  const functions = (['create-lead', 'track-funnel-event'] as const).filter(
    (fn) => !process.env.BENCH_OVERLOAD_FUNCTIONS || process.env.BENCH_OVERLOAD_FUNCTIONS.split(',').includes(fn),
  )
  const rounds = Array.from({ length: runs }, () => functions).flat()
  for (const fn of rounds) {
    const overloadServer = await startServer({ env: { LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '10000000' } })
    try {
      const measuring = measureOverload(overloadServer.url, overloadServer.process.pid!, fn, { durationS: seconds, offered })
      // During the create-lead load, 3 s into the open loop (after the 5 s warm-up and 5 s closed
      // loop): the widest funnel-report allowed, and the outside tester's 0001..9999 one (issue 30).
      const { load: r, report } =
        fn === 'create-lead'
          ? await wideReportAlongside(overloadServer.url, measuring, { delayMs: 13_000 })
          : { load: await measuring, report: undefined }
      const unit = fn === 'track-funnel-event' ? 'batches of 10' : 'leads'
      const how = offered ? `at ${offered}/s (BENCH_OVERLOAD_RATE)` : 'at 2× the sustained rate'
      console.log(`\nOverload: POST /fn/${fn} (${unit}) offered ${how} for ${seconds} s, open loop`)
      console.log(
        table([
          { figure: 'sustained rate, closed loop of 32, req/s', value: round(r.sustainedRate), aim: '' },
          { figure: 'offered rate, req/s', value: r.offeredRate, aim: '' },
          { figure: 'achieved rate (2xx), req/s', value: round(r.achievedRate), aim: '≈ sustained' },
          { figure: 'accepted p50 / p99 ms', value: `${round(r.acceptedP50Ms, 0)} / ${round(r.acceptedP99Ms, 0)}`, aim: '' },
          { figure: 'answered 503, share', value: `${round(r.shedShare * 100)} %`, aim: '≈ 50 %' },
          { figure: '503 with Retry-After / 503 p99 ms', value: `${r.shedWithRetryAfter} / ${round(r.shedP99Ms, 0)}`, aim: '' },
          {
            figure: 'other errors / timed out (30 s)',
            value: `${r.otherErrors} / ${r.timedOut}${
              r.otherErrors
                ? ` (${Object.entries(r.otherErrorKinds)
                    .map(([kind, n]) => `${kind} ${n}`)
                    .join(', ')})`
                : ''
            }`,
            aim: '0 / 0',
          },
          { figure: 'peak server RSS, MiB', value: round(r.peakRssMiB, 0), aim: '< 700 MB' },
        ]),
      )
      if (report) {
        console.log(`\nA wide funnel-report during that load (${report.healthzSamples} /healthz probes, 50 ms apart, over the whole load)`)
        console.log(
          table([
            {
              figure: '/healthz p50 / p99 / max ms',
              value: `${round(report.healthzP50Ms)} / ${round(report.healthzP99Ms)} / ${round(report.healthzMaxMs)}`,
              aim: 'p99 < 200 ms',
            },
            {
              figure: 'funnel-report, 2 years by utm source: status, ms, bytes',
              value: `${report.reportStatus}, ${round(report.reportMs, 0)}, ${report.reportBytes}`,
              aim: '200',
            },
            {
              figure: 'funnel-report 0001-01-01..9999-12-31: status, ms',
              value: `${report.refusedStatus}, ${round(report.refusedMs, 0)}`,
              aim: '400 at once',
            },
            { figure: 'longest event-loop block while the report ran, ms', value: round(report.loopBlockDuringReportMs), aim: '< 100 ms' },
            { figure: 'longest event-loop block, load alone (as long), ms', value: round(report.loopBlockLoadAloneMs), aim: '' },
          ]),
        )
      }
    } finally {
      await overloadServer.stop()
    }
  }
}
