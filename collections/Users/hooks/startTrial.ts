import type { CollectionBeforeChangeHook } from 'payload'

export const TRIAL_DAYS = 14
const DAY_MS = 24 * 60 * 60 * 1000

/** A new agency user starts a 14-day free trial (the spec's "14-day free-trial note"). */
export const startTrial: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation === 'create' && data.role === 'agency' && !data.trial_ends_at) {
    data.trial_ends_at = new Date(Date.now() + TRIAL_DAYS * DAY_MS).toISOString()
  }
  return data
}
