import { funnelReportOutput, type FunnelReport, type FunnelReportInput } from '../../../contracts/funnel-report'

/**
 * Where the view's figures come from: the named function funnel-report (contracts/funnel-report.ts),
 * called with the signed-in user's session. The only module of the view that talks to the server.
 */
export async function fetchFunnelReport(input: FunnelReportInput, signal?: AbortSignal): Promise<FunnelReport> {
  const res = await fetch('/fn/funnel-report', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
    signal,
  })
  const body = (await res.json().catch(() => ({}))) as { error?: string }
  if (!res.ok) throw new Error(body.error ?? 'Something went wrong. Please try again.')
  return funnelReportOutput.parse(body)
}

type FeaturesPayload = { features?: Record<string, { rules?: Array<{ key?: string; id?: string }> }> }

const RELEASED = '-released'

/**
 * The experiments the variant breakdown can split by, from the GrowthBook payload the product
 * serves (/features.json, built from experiments/): running ones have an experiment rule with
 * their key; a stopped one keeps a `<key>-released` rule (experiments/payload.ts).
 */
export async function fetchExperimentKeys(signal?: AbortSignal): Promise<string[]> {
  const res = await fetch('/features.json', { signal })
  if (!res.ok) return []
  const { features = {} } = (await res.json()) as FeaturesPayload
  const keys = Object.values(features).flatMap((feature) =>
    (feature.rules ?? []).map((rule) => rule.key ?? (rule.id?.endsWith(RELEASED) ? rule.id.slice(0, -RELEASED.length) : undefined)),
  )
  return [...new Set(keys.filter((key): key is string => Boolean(key)))].sort()
}
