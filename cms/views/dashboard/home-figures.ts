import type { PayloadRequest } from 'payload'
import { isStaffUser } from '../../../collections/access/roles'
import { serverServices } from '../../../collections/server-services'
import { countSince } from './count-since'
import { homeWindow } from './home-window'
import { mayReadEvery } from './may-read-every'
import { trafficFigures, type TodayAndWeek } from './traffic-figures'

/** What the admin home shows a viewer; a figure their role may not see is absent. */
export type HomeFigures = {
  visitors?: TodayAndWeek
  leads?: TodayAndWeek
  revenue?: TodayAndWeek
  /** The keys of the experiments served now (the code's, the analysts' controls and the copy lab's). */
  runningTests?: string[]
  alerts?: TodayAndWeek
}

/**
 * The admin home's figures for the signed-in viewer, computed on the server. Each follows the
 * rule of what it shows: visitors the funnel view's (staff, decisions 062 and 087), revenue
 * the payments' read rule over every row, leads and alerts their collections' read rules
 * through the Local API; the running tests are public (they are /features.json).
 */
export async function homeFigures(req: PayloadRequest, now = new Date()): Promise<HomeFigures> {
  if (!isStaffUser(req.user)) return {}
  const window = homeWindow(now)
  const [traffic, revenueAllowed, leads, alerts, runningTests] = await Promise.all([
    trafficFigures(req.payload, window),
    mayReadEvery(req, 'payments'),
    countSince(req, 'leads', window),
    countSince(req, 'experiment-alerts', window),
    serverServices().runningTests?.(),
  ])
  return { visitors: traffic.visitors, leads, revenue: revenueAllowed ? traffic.revenue : undefined, runningTests, alerts }
}
