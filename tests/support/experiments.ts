import { CONSENT_COOKIE, consentCookieValue } from '../../contracts/consent'
import { GrowthBook, type FeatureApiResponse } from '@growthbook/growthbook'
import type { BrowserContext } from 'playwright-core'
import { baseUrl } from './api'
import { signedVisitor, visitorCookie } from './visitor'

type TrackingCall = { experiment: { key: string }; result: { key: string; inExperiment: boolean } }

/** The page's data block as the server sent it (server/ssr/page-renderer.ts). */
export function initialDataOf(html: string): any {
  const block = /<script id="initial-data" type="application\/json">(.*?)<\/script>/s.exec(html)
  if (!block) throw new Error('no initial-data block in the page')
  return JSON.parse(block[1]!)
}

/** The variation the server assigns a visitor id in an experiment the page at `path` reads. */
export async function serverVariation(path: string, visitorId: string, experimentKey: string): Promise<string | undefined> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { cookie: visitorCookie(visitorId) } })
  const calls = (initialDataOf(await res.text()).assignment?.deferredTrackingCalls ?? []) as TrackingCall[]
  const call = calls.find((c) => c.experiment.key === experimentKey)
  return call?.result.inExperiment ? call.result.key : undefined
}

/**
 * A visitor id the server puts in `variationKey` of `experimentKey` (assignment is a hash of
 * the id, so some id among the first few dozen lands in each variation of a 50/50 split).
 */
export async function visitorIn(path: string, experimentKey: string, variationKey: string, prefix = 'e2e'): Promise<string> {
  for (let i = 0; i < 64; i++) {
    const id = `${prefix}-${experimentKey}-${variationKey}-${i}`
    if ((await serverVariation(path, id, experimentKey)) === variationKey) return id
  }
  throw new Error(`no visitor id lands in ${experimentKey}=${variationKey}`)
}

/** Makes a fresh browser context that visitor (its `vid` cookie). */
export async function becomeVisitor(context: BrowserContext, visitorId: string): Promise<void> {
  await context.addCookies([
    { name: 'vid', value: signedVisitor(visitorId), url: baseUrl() },
    // A visitor who accepted cookies (docs/decisions/121): measured on every request, the page-hide
    // beacon included, which Chromium sends without the context's extra headers (its country).
    { name: CONSENT_COOKIE, value: consentCookieValue('accepted', 1), url: baseUrl() },
  ])
}

/**
 * `count` visitor ids (`<prefix>-<n>`) that GrowthBook puts in `variationKey` of `experimentKey`
 * on the server's /features.json (the global holdout and layers included): visitors whose
 * exposures the server recomputes as they report them (docs/decisions/109). Evaluated here, one
 * fetch for all.
 */
export async function visitorsIn(experimentKey: string, variationKey: string, count: number, prefix: string): Promise<string[]> {
  const payload = (await (await fetch(`${baseUrl()}/features.json`)).json()) as FeatureApiResponse
  const found: string[] = []
  for (let i = 0; found.length < count; i++) {
    if (i > count * 50) throw new Error(`too few visitor ids land in ${experimentKey}=${variationKey}`)
    const id = `${prefix}-${i}`
    const gb = new GrowthBook({ attributes: { id } }).initSync({ payload })
    const lands = Object.keys(payload.features ?? {}).some((key) => {
      const evaluated = gb.evalFeature(key)
      return (
        evaluated.experiment?.key === experimentKey &&
        evaluated.experimentResult?.inExperiment &&
        evaluated.experimentResult.key === variationKey
      )
    })
    gb.destroy()
    if (lands) found.push(id)
  }
  return found
}
