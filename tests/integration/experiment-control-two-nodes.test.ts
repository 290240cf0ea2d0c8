import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOLDOUT_EXPERIMENT } from '../../experiments/holdout'
import { startCluster, type Cluster } from '../support/cluster'
import { initialDataOf } from '../support/experiments'
import { DEMO, DEMO_PASSWORD } from '../support/server'
import { signIn } from '../support/sign-in'

/**
 * Issue 19 point 4 on two `npm start` nodes (one PostgreSQL, one Redis): an analyst's change
 * on node A shows in node B's /features.json and server-rendered pages within 10 s, with no
 * restart (docs/decisions/063). Runs in the PostgreSQL pass of `npm test`.
 */
const postgres = process.env.TEST_DATABASE === 'postgres'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Rule = { weights?: number[]; force?: unknown; bucketVersion?: number }

async function countdownRule(base: string): Promise<Rule | undefined> {
  const body = (await (await fetch(`${base}/features.json`)).json()) as { features: Record<string, { rules?: Rule[] }> }
  return body.features.countdown?.rules?.[0]
}

/** Milliseconds until node `base` serves a countdown rule that passes `check`; fails past 10 s. */
async function msUntil(base: string, check: (rule: Rule | undefined) => boolean, since: number): Promise<number> {
  for (;;) {
    if (check(await countdownRule(base))) return Date.now() - since
    if (Date.now() - since > 10_000) throw new Error(`${base}/features.json did not change within 10 s`)
    await sleep(100)
  }
}

/**
 * Whether the home page node `base` renders for a new visitor shows the countdown; the first of
 * a few new visitors outside the global holdout, which keeps the control (docs/decisions/090).
 */
async function homeShowsCountdown(base: string): Promise<boolean> {
  for (let i = 0; i < 10; i++) {
    const html = await (await fetch(`${base}/`)).text()
    const calls = (initialDataOf(html).assignment?.deferredTrackingCalls ?? []) as {
      experiment: { key: string }
      result: { key: string }
    }[]
    if (calls.some((c) => c.experiment.key === HOLDOUT_EXPERIMENT && c.result.key === 'holdout')) continue
    return (/<section[^>]*id="roi"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '').includes('role="timer"')
  }
  throw new Error('ten new visitors in a row held out')
}

describe.skipIf(!postgres)('experiment control on two nodes', () => {
  let cluster: Cluster
  let nodeA: string
  let nodeB: string
  let token: string

  beforeAll(async () => {
    cluster = await startCluster({ nodes: 2 })
    ;[nodeA, nodeB] = cluster.nodes.map((node) => node.url) as [string, string]
    token = await signIn(nodeA, DEMO.analyst, DEMO_PASSWORD)
  }, 400_000)
  afterAll(async () => {
    const codes = await cluster?.stop()
    expect(codes?.every((code) => code === 0)).toBe(true)
  }, 120_000)

  const save = async (settings: Record<string, unknown>) => {
    const res = await fetch(`${nodeA}/fn/control-experiment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({
        action: 'save',
        experiment: 'countdown',
        settings: {
          state: 'running',
          coverage: 100,
          weights: [0.5, 0.5],
          endsAt: null,
          targeting: { device: 'any', utmSource: null, newVisitorsOnly: false },
          servedVariation: null,
          ...settings,
        },
      }),
    })
    expect(res.status).toBe(200)
  }

  it("a weight change and a stop on node A reach node B's /features.json and pages within 10 s", async () => {
    expect(await countdownRule(nodeB)).toMatchObject({ weights: [0.5, 0.5], bucketVersion: 0 })
    // Node B has rendered the home page (and cached it) before the change.
    await homeShowsCountdown(nodeB)

    let since = Date.now()
    await save({ weights: [0.25, 0.75] })
    expect(await msUntil(nodeB, (rule) => rule?.weights?.join() === '0.25,0.75', since)).toBeLessThan(10_000)
    expect(await countdownRule(nodeB)).toMatchObject({ bucketVersion: 0 })

    since = Date.now()
    await save({ state: 'stopped', servedVariation: 'hidden' })
    expect(await msUntil(nodeB, (rule) => rule?.force === false, since)).toBeLessThan(10_000)
    // Node B's server-rendered pages follow too: nobody gets the countdown.
    const end = since + 10_000
    while ((await homeShowsCountdown(nodeB)) && Date.now() < end) await sleep(200)
    for (let i = 0; i < 4; i++) expect(await homeShowsCountdown(nodeB)).toBe(false)
  })
})
