import type { CollectionConfig } from 'payload'
import { COPY_RULES, copySlotId } from '../../contracts/copy-lab'
import { isAdmin } from '../access/isAdmin'
import { isContentEditor } from '../access/isContentEditor'
import { isStaff } from '../access/isStaff'
import { bumpContentVersion, bumpContentVersionAfterChange } from '../hooks/contentVersion'
import { keepTestDesign } from './hooks/keepTestDesign'
import { onlyApprovedWords } from './hooks/onlyApprovedWords'

/**
 * copy-tests: one experiment over a copy slot (issue 20): the published words as control, 1–3
 * approved variants as treatments, a decision rule fixed at start. A running test is served
 * as the feature `copy-<slot>` of /features.json (server/copy-lab/copy-test-features.ts); every
 * change moves the content version, so every node serves it within seconds. At most one test
 * runs per slot: `running_slot` is the slot while it runs and the experiment key after, and is
 * unique, so two starts at once on two nodes cannot both win.
 */
export const CopyTests: CollectionConfig = {
  slug: 'copy-tests',
  admin: {
    useAsTitle: 'experiment',
    group: 'Analytics and tests',
    defaultColumns: ['experiment', 'slot', 'rule', 'state', 'started_at'],
    description: 'Copy tests: started, watched and promoted in Copy lab (/admin/copy-lab).',
  },
  access: { read: isStaff, create: isContentEditor, update: isStaff, delete: isAdmin },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [onlyApprovedWords, keepTestDesign],
    afterChange: [bumpContentVersionAfterChange],
    // A deleted running test stops being served at once, not at its end date.
    afterDelete: [() => bumpContentVersion()],
  },
  fields: [
    {
      name: 'slot',
      type: 'text',
      required: true,
      index: true,
      // A page slot, or a sequence step's subject (`subject-<sequence>-<step>`, docs/decisions/097).
      validate: (value: unknown) => copySlotId.safeParse(value).success || 'Choose a copy slot.',
    },
    { name: 'experiment', type: 'text', required: true, unique: true },
    { name: 'running_slot', type: 'text', required: true, unique: true, admin: { hidden: true } },
    {
      name: 'rule',
      type: 'select',
      required: true,
      options: [
        { label: 'Fixed horizon', value: COPY_RULES[0] },
        { label: 'Sequential', value: COPY_RULES[1] },
        { label: 'Thompson-sampling bandit', value: COPY_RULES[2] },
      ],
    },
    { name: 'metric', type: 'text', required: true },
    {
      name: 'state',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'running',
      options: [
        { label: 'Running', value: 'running' },
        { label: 'Stopped', value: 'stopped' },
      ],
    },
    { name: 'started_at', type: 'date', required: true },
    { name: 'started_by', type: 'relationship', relationTo: 'users' },
    { name: 'started_by_email', type: 'text', required: true },
    { name: 'ends_at', type: 'date', required: true },
    { name: 'stopped_at', type: 'date' },
    { name: 'minimum_detectable_effect', type: 'number' },
    { name: 'min_sample_per_arm', type: 'number' },
    /** [{ key, label, text, variant }]: the control (published words) first, then the treatments. */
    { name: 'arms', type: 'json', required: true },
    /** The split now (the bandit moves it daily; sticky buckets keep who saw what). */
    { name: 'weights', type: 'json', required: true },
    { name: 'last_reweight_at', type: 'date' },
    // Set while the look finds too many flagged exposures: the test neither stops nor re-weights (docs/decisions/109).
    { name: 'paused_at', type: 'date', admin: { readOnly: true } },
    { name: 'pause_reason', type: 'text', admin: { readOnly: true } },
    /** The arms' figures when the test stopped (the history shows them without recomputing). */
    { name: 'figures', type: 'json' },
    /** { outcome, reason, winner } once it stopped. */
    { name: 'decision', type: 'json' },
    /** { at, version } when the winner was published. */
    { name: 'promoted', type: 'json' },
    /** The slot's published words when the winner replaced them (what a roll-back publishes again). */
    { name: 'previous_text', type: 'textarea' },
    /** { at, by } after a roll-back. */
    { name: 'rolled_back', type: 'json' },
  ],
}
