import { setting } from '../../runtime/settings'
import { pageViewers } from '../presence/page-viewers'
import { recentJoins } from '../presence/recent-joins'
import { defineFunction } from './types'

/**
 * page-presence (docs/decisions/117): the home page reports that it is open every
 * PRESENCE_HEARTBEAT_MS and hears how many distinct visitors have it open now (across the nodes,
 * through Redis when it is set) and the real purchases since the last one it showed. A visitor
 * counts until twice the heartbeat has passed without a report, or until the page says it leaves.
 */
export const pagePresence = defineFunction('page-presence', {
  auth: 'public',
  async handler(input, { payload, redis, visitorId }) {
    const heartbeatMs = setting('PRESENCE_HEARTBEAT_MS')
    const viewers = await pageViewers(redis, visitorId || `tab:${input.tab}`, { ttlMs: heartbeatMs * 2, leave: input.leave })
    if (input.leave || input.joins === false) return { viewers, heartbeatMs, joined: [] }
    return { viewers, heartbeatMs, joined: await recentJoins(payload, input.after) }
  },
})
