import { simulateCopyTestVisitors } from '../support/copy-test-visitors'
import { DEMO, DEMO_PASSWORD } from '../support/server'
import { load, type LoadResult } from './measure'

type Call = (name: string, body: unknown) => Promise<{ status: number; body: any; ms: number }>

async function signedIn(url: string, email: string): Promise<Call> {
  const login = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  })
  const { token } = (await login.json()) as { token: string }
  return async (name, body) => {
    const started = performance.now()
    const res = await fetch(`${url}/fn/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify(body),
    })
    const parsed = await res.json()
    return { status: res.status, body: parsed, ms: performance.now() - started }
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

async function timed(call: Call, name: string, body: unknown, runs = 5): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const res = await call(name, body)
    if (res.status !== 200) throw new Error(`${name} answered ${res.status}: ${JSON.stringify(res.body)}`)
    times.push(res.ms)
  }
  return median(times)
}

export type CopyLabFigures = {
  pageWithout: LoadResult
  pageWith: LoadResult
  visitors: number
  lookMs: number
  resultsMs: number
  proposeMs: number
}

/**
 * The copy lab's costs, each against a baseline of the same run: `/` while a copy test runs on
 * its headline (the page then varies per visitor) against `/` without one; one look at the
 * running test (its live figures, what each node computes every minute) against the analyst's
 * experiment results over the same facts; and the offline writer's three proposals.
 */
export async function measureCopyLab(
  url: string,
  { durationS, visitors }: { durationS: number; visitors: number },
): Promise<CopyLabFigures> {
  const marketer = await signedIn(url, DEMO.marketer)
  const analyst = await signedIn(url, DEMO.analyst)
  await load(`${url}/`, { durationS: 1 })
  const pageWithout = await load(`${url}/`, { durationS })

  const proposeMs = await timed(marketer, 'propose-copy-variants', { slot: 'home-headline' }, 3)
  const added = await marketer('review-copy-variant', {
    action: 'add',
    slot: 'home-headline',
    text: 'Resell Local SEO at 10x Your Cost, Like 312 Agencies Already Do',
    angle: 'social-proof',
  })
  const endsAt = new Date(Date.now() + 7 * 86_400_000).toISOString()
  const started = await marketer('start-copy-test', {
    slot: 'home-headline',
    variants: [added.body.variant.id],
    rule: 'sequential',
    endsAt,
  })
  if (started.status !== 200) throw new Error(`start-copy-test answered ${started.status}: ${JSON.stringify(started.body)}`)
  for (let i = 0; i < 100; i++) {
    const features = (await (await fetch(`${url}/features.json`)).json()) as { features: Record<string, unknown> }
    if (features.features['copy-home-headline']) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await load(`${url}/`, { durationS: 1 })
  const pageWith = await load(`${url}/`, { durationS })

  await simulateCopyTestVisitors({
    url,
    feature: 'copy-home-headline',
    metricEvent: 'lead_captured',
    count: visitors,
    rates: { control: 0.1, a: 0.1 },
    prefix: 'bench-copy',
  })
  const lookMs = await timed(marketer, 'copy-lab', { view: 'slot', slot: 'home-headline' })
  const resultsMs = await timed(analyst, 'experiment-results', {})
  await marketer('stop-copy-test', { test: started.body.test.id })
  return { pageWithout, pageWith, visitors, lookMs, resultsMs, proposeMs }
}
