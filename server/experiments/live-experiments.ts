import type { Payload } from 'payload'
import { contentVersion } from '../../collections/hooks/contentVersion'
import { nextScheduledEnd, type ExperimentControl } from '../../experiments/controls'
import type { CopyTestDesign } from '../../experiments/copy-test-feature'
import type { Logger } from '../../runtime/logger'
import type { Holdout } from '../../experiments/holdout'
import { compiledExperiments, type CompiledExperiments } from './config'
import { readHoldout } from './read-holdout'

const SETTLE_MS = 1_500

export type LiveExperiments = {
  /** The payload as of now: rebuilt when the content version moved or a scheduled end passed. */
  current: () => Promise<CompiledExperiments>
}

type ControlDoc = {
  experiment: string
  state: 'running' | 'stopped'
  coverage: number
  weights: unknown
  ends_at?: string | null
  target_device: 'any' | 'mobile' | 'desktop'
  target_utm_source?: string | null
  target_new_visitors?: boolean | null
  served_variation?: string | null
}

export const controlOf = (doc: ControlDoc): ExperimentControl => ({
  experiment: doc.experiment,
  state: doc.state,
  coverage: doc.coverage,
  weights: Array.isArray(doc.weights) ? (doc.weights as number[]) : [],
  endsAt: doc.ends_at ?? null,
  targetDevice: doc.target_device ?? 'any',
  targetUtmSource: doc.target_utm_source ?? null,
  targetNewVisitors: !!doc.target_new_visitors,
  servedVariation: doc.served_variation ?? null,
})

/** Every stored control, read as the system (the payload is public: it is /features.json). */
export async function readControls(payload: Payload): Promise<ExperimentControl[]> {
  const { docs } = await payload.find({ collection: 'experiment-controls', pagination: false, depth: 0, overrideAccess: true })
  return (docs as unknown as ControlDoc[]).map(controlOf)
}

/** The copy lab's running tests (issue 20), read as the system like the controls. */
export async function readRunningCopyTests(payload: Payload): Promise<CopyTestDesign[]> {
  const { docs } = await payload.find({
    collection: 'copy-tests',
    where: { state: { equals: 'running' } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs as unknown as CopyTestDesign[]
}

/**
 * The code's experiments merged with the controls analysts store (docs/decisions/063), the
 * copy lab's running tests and the global holdout (docs/decisions/090).
 * A change bumps the content version (collections/ExperimentControls),
 * which reaches every node through Redis (server/redis/share-content-version.ts); the next
 * request after it rebuilds here, as does the first one after a scheduled end.
 */
export function liveExperiments(payload: Payload, logger: Pick<Logger, 'warn'>): LiveExperiments {
  let built: { version: number; until: number; compiled: CompiledExperiments } | undefined
  let building: Promise<CompiledExperiments> | undefined

  async function rebuild(version: number): Promise<CompiledExperiments> {
    const now = new Date()
    let controls: ExperimentControl[]
    let copyTests: CopyTestDesign[]
    let holdout: Holdout
    try {
      ;[controls, copyTests, holdout] = await Promise.all([readControls(payload), readRunningCopyTests(payload), readHoldout(payload)])
    } catch (error) {
      // Keep serving what we had (or the code's config) rather than fail a page: retried next request.
      logger.warn({ err: error }, 'could not read the experiment controls')
      return built?.compiled ?? compiledExperiments()
    }
    const compiled = await compiledExperiments(controls, now, copyTests, holdout)
    // The writer bumps the version before its transaction commits: the first build after a move
    // may have read the old controls, so it is rebuilt once more shortly after.
    const settle = built?.version === version ? Infinity : now.getTime() + SETTLE_MS
    const copyEnds = copyTests.map((t) => Date.parse(t.ends_at)).filter((t) => t > now.getTime())
    built = { version, until: Math.min(nextScheduledEnd(controls, now) ?? Infinity, ...copyEnds, settle), compiled }
    return compiled
  }

  return {
    current() {
      const version = contentVersion()
      if (built && built.version === version && Date.now() < built.until) return Promise.resolve(built.compiled)
      return (building ??= rebuild(version).finally(() => (building = undefined)))
    },
  }
}

let active: LiveExperiments | undefined

/** The live experiments of the app this process serves (server/app.ts), for code outside a request's renderer. */
export function setActiveExperiments(live: LiveExperiments): void {
  active = live
}

export function activeExperiments(): Promise<CompiledExperiments> {
  return active ? active.current() : compiledExperiments()
}
