import { defineFunction } from './types'

const DAY_MS = 24 * 60 * 60 * 1000

/** check-trial-status: the trial banner's figures (polled every 60 s by the workspace). */
export const checkTrialStatus = defineFunction('check-trial-status', {
  auth: 'user',
  async handler(_input, { payload, user }) {
    const paid = await payload.count({
      collection: 'subscriptions',
      where: { and: [{ user: { equals: user!.id } }, { status: { in: ['active', 'trialing', 'past_due'] } }] },
      overrideAccess: false,
      user: user!,
    })
    const endsAt = user!.trial_ends_at ? Date.parse(user!.trial_ends_at) : NaN
    const left = endsAt - Date.now()
    const isTrialActive = Number.isFinite(endsAt) && left > 0
    return {
      isTrialActive,
      isPaidUser: paid.totalDocs > 0,
      daysRemaining: Number.isFinite(endsAt) ? Math.max(0, Math.ceil(left / DAY_MS)) : null,
    }
  },
})
