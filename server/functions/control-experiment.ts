import type { Payload, TypedUser } from 'payload'
import type { ExperimentControlSettings, ExperimentControlView } from '../../contracts/experiment-control'
import { AppError } from '../../contracts/errors'
import { hasRole } from '../../collections/access/roles'
import { bumpContentVersion } from '../../collections/hooks/contentVersion'
import { controlledExperiment } from '../../experiments/controls'
import { experimentConfig } from '../experiments/config'
import { controlOf } from '../experiments/live-experiments'
import { readHoldout } from '../experiments/read-holdout'
import { defineFunction } from './types'

const HISTORY_PER_EXPERIMENT = 20

type Snapshot = {
  state?: string
  coverage?: number
  weights?: number[]
  ends_at?: string | null
  target_device?: 'any' | 'mobile' | 'desktop'
  target_utm_source?: string | null
  target_new_visitors?: boolean | null
  served_variation?: string | null
}

const settingsOf = (s: Snapshot) => ({
  state: s.state ?? 'running',
  coverage: s.coverage ?? 100,
  weights: s.weights ?? [],
  endsAt: s.ends_at ?? null,
  targeting: { device: s.target_device ?? 'any', utmSource: s.target_utm_source ?? null, newVisitorsOnly: !!s.target_new_visitors },
  servedVariation: s.served_variation ?? null,
})

/** Every experiment's controls, and the holdout's share that a stop does not reach. */
async function controlAnswer(payload: Payload, user: TypedUser) {
  const [experiments, holdout] = await Promise.all([controlViews(payload, user), readHoldout(payload)])
  return { experiments, holdoutPercent: holdout.percent }
}

/** Every experiment of experiments/ as it runs now, with its controls and change history, as `user` may read them. */
async function controlViews(payload: Payload, user: TypedUser): Promise<ExperimentControlView[]> {
  const config = await experimentConfig()
  const [controls, changes] = await Promise.all([
    payload.find({ collection: 'experiment-controls', pagination: false, depth: 0, overrideAccess: false, user }),
    payload.find({ collection: 'experiment-control-changes', sort: '-createdAt', limit: 500, depth: 0, overrideAccess: false, user }),
  ])
  const byKey = new Map(controls.docs.map((doc) => [doc.experiment, controlOf(doc as Parameters<typeof controlOf>[0])]))
  const now = new Date()
  return config.features.flatMap((feature) => {
    const exp = feature.experiment
    if (!exp) return []
    const control = byKey.get(exp.key)
    const runs = controlledExperiment(exp, control, now)
    const ended = !!control && control.state === 'running' && runs.status === 'stopped'
    return [
      {
        key: exp.key,
        feature: feature.key,
        hypothesis: exp.hypothesis,
        variations: exp.variations.map((v) => ({ key: v.key, name: v.name })),
        state: runs.status,
        ended,
        controlled: !!control,
        coverage: Math.round(runs.coverage * 10_000) / 100,
        weights: runs.weights,
        endsAt: control?.endsAt ?? null,
        targeting: {
          device: control?.targetDevice ?? 'any',
          utmSource: control?.targetUtmSource ?? null,
          newVisitorsOnly: control?.targetNewVisitors ?? false,
        },
        servedVariation: runs.releasedVariation ?? null,
        history: changes.docs
          .filter((change) => change.experiment === exp.key)
          .slice(0, HISTORY_PER_EXPERIMENT)
          .map((change) => ({
            at: change.createdAt,
            by: change.user_email,
            fields: change.fields,
            settings: settingsOf(change.snapshot as Snapshot),
          })),
      },
    ]
  })
}

const invalid = (message: string) => new AppError('INVALID_INPUT', message)

const storedFields = (s: ExperimentControlSettings) => ({
  state: s.state,
  coverage: s.coverage,
  weights: s.weights,
  ends_at: s.endsAt,
  target_device: s.targeting.device,
  target_utm_source: s.targeting.utmSource?.toLowerCase() || null,
  target_new_visitors: s.targeting.newVisitorsOnly,
  served_variation: s.servedVariation,
})

/**
 * Starts, stops, re-weights, schedules, targets or ships an experiment of experiments/ without
 * a deploy (/admin/experiments): analysts and admins only, as themselves. The collection's hook
 * keeps the history and moves the content version, so /features.json and the pages of every
 * node follow within seconds (docs/decisions/063).
 */
export const controlExperiment = defineFunction('control-experiment', {
  auth: 'user',
  handler: async (input, { payload, user }) => {
    if (!user || !hasRole(user, 'analyst', 'admin')) throw new AppError('FORBIDDEN')
    if (input.action === 'list') return controlAnswer(payload, user)

    const exp = (await experimentConfig()).features.find((f) => f.experiment?.key === input.experiment)?.experiment
    if (!exp) throw new AppError('NOT_FOUND')
    const { settings } = input
    const keys = exp.variations.map((v) => v.key)
    if (settings.weights.length !== keys.length) throw invalid(`Give one weight per variation (${keys.length}).`)
    if (settings.servedVariation !== null && !keys.includes(settings.servedVariation))
      throw invalid(`Choose one of the variations: ${keys.join(', ')}.`)
    const existing = (
      await payload.find({
        collection: 'experiment-controls',
        where: { experiment: { equals: exp.key } },
        limit: 1,
        depth: 0,
        overrideAccess: false,
        user,
      })
    ).docs[0]
    const endsAt = settings.endsAt === null ? null : Date.parse(settings.endsAt)
    // An end date already set may have passed (the experiment then stopped); a new one must be ahead.
    const unchangedEnd = endsAt !== null && existing?.ends_at && Date.parse(existing.ends_at) === endsAt
    if (endsAt !== null && endsAt <= Date.now() && !unchangedEnd) throw invalid('The end date must be in the future.')

    const data = { ...storedFields(settings), ends_at: endsAt === null ? null : new Date(endsAt).toISOString() }
    if (existing) {
      await payload.update({ collection: 'experiment-controls', id: existing.id, data, overrideAccess: false, user })
    } else {
      await payload.create({ collection: 'experiment-controls', data: { experiment: exp.key, ...data }, overrideAccess: false, user })
    }
    // Committed now: the hook's bump ran inside the transaction, this one reads the new row for sure.
    bumpContentVersion()
    return controlAnswer(payload, user)
  },
})
