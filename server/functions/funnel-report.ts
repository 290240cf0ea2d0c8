import { AppError } from '../../contracts/errors'
import { hasRole } from '../../collections/access/roles'
import { funnelReport } from '../analytics/funnel-report'
import { assertReportWindow } from '../analytics/report-window'
import { defineFunction } from './types'

/**
 * The funnel view's figures (/admin/analytics): marketers, analysts and admins. The report
 * aggregates on the database past Payload's access rules, so the role is checked here. The
 * window is bounded (at most two years) so that one call's work is bounded too.
 */
export const funnelReportFunction = defineFunction('funnel-report', {
  auth: 'user',
  handler: async (input, { payload, user }) => {
    if (!hasRole(user, 'marketer', 'analyst', 'admin')) throw new AppError('FORBIDDEN')
    assertReportWindow(input.from, input.to)
    return funnelReport(payload, input)
  },
})
