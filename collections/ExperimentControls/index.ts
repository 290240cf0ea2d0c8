import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'
import { isAnalystOrAdmin } from '../access/isAnalystOrAdmin'
import { nobody } from '../access/nobody'
import { bumpContentVersion } from '../hooks/contentVersion'

/** The fields of a control that are a change worth a history line (everything but bookkeeping). */
export const CONTROL_FIELDS = [
  'state',
  'coverage',
  'weights',
  'ends_at',
  'target_device',
  'target_utm_source',
  'target_new_visitors',
  'served_variation',
] as const

/**
 * Every change is a history row with who and when, in the writer's transaction; then the
 * content version moves, so every node rebuilds its GrowthBook payload and pages
 * (server/experiments/live-experiments.ts, through Redis on several nodes).
 */
const recordChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const changed = CONTROL_FIELDS.filter(
    (field) => operation === 'create' || JSON.stringify(doc[field] ?? null) !== JSON.stringify(previousDoc?.[field] ?? null),
  )
  if (changed.length) {
    await req.payload.create({
      collection: 'experiment-control-changes',
      data: {
        experiment: doc.experiment,
        user: req.user?.collection === 'users' ? req.user.id : undefined,
        user_email: req.user?.email ?? 'system',
        fields: changed.join(', '),
        snapshot: Object.fromEntries(CONTROL_FIELDS.map((field) => [field, doc[field] ?? null])),
      },
      req,
      overrideAccess: true,
    })
  }
  bumpContentVersion()
  return doc
}

/** A deleted control: the experiment runs as its code says again. */
const recordReset: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await req.payload.create({
    collection: 'experiment-control-changes',
    data: {
      experiment: doc.experiment,
      user: req.user?.collection === 'users' ? req.user.id : undefined,
      user_email: req.user?.email ?? 'system',
      fields: 'reset to the code',
      snapshot: {},
    },
    req,
    overrideAccess: true,
  })
  bumpContentVersion()
  return doc
}

/**
 * experiment-controls: what an analyst changed of an experiment of experiments/ without a
 * deploy, one document per experiment key (docs/decisions/063). The
 * code stays the source of keys, variations and metrics; written through the
 * `control-experiment` function, which validates against it.
 */
export const ExperimentControls: CollectionConfig = {
  slug: 'experiment-controls',
  admin: { useAsTitle: 'experiment', group: 'Analytics and tests', hidden: true },
  access: { read: isAnalystOrAdmin, create: isAnalystOrAdmin, update: isAnalystOrAdmin, delete: isAnalystOrAdmin },
  hooks: { afterChange: [recordChange], afterDelete: [recordReset] },
  fields: [
    { name: 'experiment', type: 'text', required: true, unique: true, index: true },
    {
      name: 'state',
      type: 'select',
      required: true,
      options: [
        { label: 'Running', value: 'running' },
        { label: 'Stopped', value: 'stopped' },
      ],
    },
    /** Percent of visitors in the experiment at all (GrowthBook coverage × 100). */
    { name: 'coverage', type: 'number', required: true, min: 0, max: 100 },
    /** One per variation of the code, summing to 1. */
    { name: 'weights', type: 'json', required: true },
    /** After this moment the experiment is stopped (its served variation for everyone). */
    { name: 'ends_at', type: 'date' },
    {
      name: 'target_device',
      type: 'select',
      required: true,
      defaultValue: 'any',
      options: [
        { label: 'Any device', value: 'any' },
        { label: 'Mobile', value: 'mobile' },
        { label: 'Desktop', value: 'desktop' },
      ],
    },
    { name: 'target_utm_source', type: 'text' },
    { name: 'target_new_visitors', type: 'checkbox', defaultValue: false },
    /** The variation everyone gets once stopped (the control when empty). */
    { name: 'served_variation', type: 'text' },
  ],
}

/** experiment-control-changes: who changed which experiment control when; written by the hook above only. */
export const ExperimentControlChanges: CollectionConfig = {
  slug: 'experiment-control-changes',
  admin: { useAsTitle: 'experiment', group: 'Analytics and tests', hidden: true },
  access: { read: isAnalystOrAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'experiment', type: 'text', required: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users' },
    { name: 'user_email', type: 'text', required: true },
    { name: 'fields', type: 'text', required: true },
    { name: 'snapshot', type: 'json', required: true },
  ],
}
