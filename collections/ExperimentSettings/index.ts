import type { GlobalConfig } from 'payload'
import { DEFAULT_HOLDOUT_PERCENT, MAX_HOLDOUT_PERCENT } from '../../experiments/holdout'
import { isAnalystOrAdmin } from '../access/isAnalystOrAdmin'
import { bumpContentVersionAfterGlobalChange } from '../hooks/contentVersion'

/**
 * What analysts set for every experiment at once (docs/decisions/090): the global holdout's
 * share. A change moves the content version, so every node's /features.json carries it within
 * seconds (docs/decisions/063's path); visitors already bucketed keep their side.
 */
export const ExperimentSettings: GlobalConfig = {
  slug: 'experiment-settings',
  label: 'Experiment settings',
  admin: { group: 'Analytics and tests' },
  access: { read: isAnalystOrAdmin, update: isAnalystOrAdmin },
  hooks: { afterChange: [bumpContentVersionAfterGlobalChange] },
  fields: [
    {
      name: 'holdout_percent',
      label: 'Global holdout (% of visitors)',
      type: 'number',
      required: true,
      defaultValue: DEFAULT_HOLDOUT_PERCENT,
      min: 0,
      max: MAX_HOLDOUT_PERCENT,
      admin: {
        description:
          "These visitors see every experiment's control and every promoted copy's original words; /admin/experiments measures everyone else against them. 0 turns the holdout off.",
      },
    },
  ],
}
