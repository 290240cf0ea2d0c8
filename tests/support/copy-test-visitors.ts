import { GrowthBook, type FeatureApiResponse } from '@growthbook/growthbook'
import { mulberry32 } from '../../experiments/copy-rules/random'
import { exposureEventId } from '../../web/lib/experiments'
import { sendTrackerBatch, trackerBatch, type TrackedEvent } from './tracker'

/**
 * Simulated visitors of a running copy test, as browsers would send them: `count` of them in
 * the test, each assigned by the GrowthBook SDK from /features.json on its own visitor id (what
 * the server and the browser compute), sends its exposure through track-funnel-event, and converts with its arm's rate
 * (`rates` by variation key; `skip` drops a share of one arm's exposures, a broken split).
 * Answers how many visitors each arm got.
 */
export async function simulateCopyTestVisitors({
  url,
  feature,
  metricEvent,
  count,
  rates,
  prefix,
  seed = 1,
  concurrency = 12,
  skip,
  converts,
  recordServerEvent,
}: {
  /** The server's origin (the tests' baseUrl(), the bench's server). */
  url: string
  feature: string
  metricEvent: string
  count: number
  rates: Record<string, number>
  prefix: string
  seed?: number
  concurrency?: number
  skip?: { arm: string; share: number }
  /** Instead of `rates`: whether the arm's nth visitor converts (exact rates at every moment). */
  converts?: (arm: string, nth: number) => boolean
  /**
   * How a conversion the public tracker refuses (an event only the server writes: an e-mail
   * click) is recorded instead: the test writes it as the server would.
   */
  recordServerEvent?: (event: TrackedEvent & { visitor: string; session: string }) => Promise<void>
}): Promise<Record<string, number>> {
  const payload = (await (await fetch(`${url}/features.json`)).json()) as FeatureApiResponse
  const arms: Record<string, number> = {}
  let next = 0
  let tested = 0
  const visitor = async (i: number) => {
    const random = mulberry32(Math.imul(i + 1, 0x9e3779b1) ^ seed)
    const vid = `${prefix}-${String(i).padStart(6, '0')}`
    const gb = new GrowthBook({ attributes: { id: vid } })
    gb.initSync({ payload })
    const evaluated = gb.evalFeature(feature)
    const result = evaluated.experimentResult
    const experiment = evaluated.experiment?.key
    // Outside the test's share of its page's layer, or in the global holdout (docs/decisions/090):
    // the browser sends no exposure to the test, and the next visitor comes. Counted before the
    // first await, so exactly `count` visitors are in the test.
    if (!result?.inExperiment || !experiment || tested >= count) return
    tested++
    const nth = (arms[result.key] = (arms[result.key] ?? 0) + 1) - 1
    if (skip && result.key === skip.arm && random() < skip.share) return
    const at = new Date(Date.now() - 30_000)
    const events: TrackedEvent[] = [
      {
        event_id: exposureEventId(experiment, vid),
        event_type: 'experiment_viewed',
        event_data: {
          experiment_id: experiment,
          variation_id: result.variationId,
          variation_key: result.key,
          feature_id: feature,
          hash_attribute: 'id',
        },
        occurred_at: at.toISOString(),
      },
    ]
    const conversion = {
      event_id: `cv_${vid}`,
      event_type: metricEvent,
      event_data: {},
      occurred_at: new Date(at.getTime() + 5000).toISOString(),
    }
    const converted = converts ? converts(result.key, nth) : random() < (rates[result.key] ?? 0)
    if (converted && recordServerEvent) await recordServerEvent({ ...conversion, visitor: vid, session: `sess-${vid}` })
    else if (converted) events.push(conversion)
    const res = await sendTrackerBatch(
      url,
      vid,
      trackerBatch(`sess-${vid}`, events, { pageUrl: `${url}/`, scrollDepth: 40, timeOnPage: 8000 }),
    )
    if (res.status !== 200) throw new Error(`track-funnel-event answered ${res.status}: ${await res.text()}`)
  }
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (tested < count) await visitor(next++)
    }),
  )
  return arms
}
