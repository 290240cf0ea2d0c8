import { AppError } from '../../contracts/errors'
import { hasRole } from '../../collections/access/roles'
import { funnelReport } from '../analytics/funnel-report'
import { defineFunction } from './types'

/**
 * The funnel view's figures (/admin/analytics): marketers, analysts and admins. The report
 * aggregates on the database past Payload's access rules, so the role is checked here.
 */
export const funnelReportFunction = defineFunction('funnel-report', {
  auth: 'user',
  handler: async (input, { payload, user }) => {
    if (!hasRole(user, 'marketer', 'analyst', 'admin')) throw new AppError('FORBIDDEN')
    return funnelReport(payload, input)
  },
})
