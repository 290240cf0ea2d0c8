import type { CollectionConfig } from 'payload'
import { isAnalystOrAdmin } from '../access/isAnalystOrAdmin'
import { nobody } from '../access/nobody'
import { keepFirstExposure } from './keep-first-exposure'

/**
 * experiment-exposures: each visitor's first exposure to each experiment, one row per experiment
 * and visitor (the unique key), written by track-funnel-event as it stores an exposure
 * (server/analytics/record-exposure.ts) and backfilled from funnel-events by the `results_fast`
 * migration. Experiment results group these rows instead of every exposure
 * (docs/decisions/076). Only exposures with a visitor and string experiment and variation keys
 * count, as in the results (docs/decisions/069).
 */
export const ExperimentExposures: CollectionConfig = {
  slug: 'experiment-exposures',
  admin: { useAsTitle: 'experiment_id', group: 'Analytics and tests', hidden: true },
  access: { read: isAnalystOrAdmin, create: nobody, update: nobody, delete: nobody },
  // One row per experiment and visitor, however many nodes store exposures at once; the
  // results' reads: every row of the experiments, and a visitor's rows (its conversions).
  indexes: [{ fields: ['experiment_id', 'visitor_id'], unique: true }],
  hooks: { beforeChange: [keepFirstExposure] },
  fields: [
    { name: 'experiment_id', type: 'text', required: true },
    { name: 'visitor_id', type: 'text', required: true, index: true },
    // The first exposure (by time, then event id): its variation, moment, event, session, device.
    { name: 'variation_key', type: 'text', required: true },
    { name: 'first_at', type: 'date', required: true },
    { name: 'first_event', type: 'relationship', relationTo: 'funnel-events' },
    { name: 'session_id', type: 'text' },
    { name: 'device', type: 'select', options: ['mobile', 'desktop'] },
    // False once the visitor was shown another variation too: the results then read its exposures.
    { name: 'one_variation', type: 'checkbox', required: true, defaultValue: true },
  ],
}
