import type { Payload } from 'payload'
import { copySlot } from '../../contracts/copy-lab'
import type { Logger } from '../../runtime/logger'
import type { RealtimeServer } from '../lib/realtime-rooms'
import { notify } from '../messaging/notify'
import { analystsAndAdmins } from '../experiments/record-alerts'
import { isUniqueViolation } from '../unique-violation'
import type { CopyTestDoc } from './copy-test-doc'
import { flaggedShare } from './flagged-share'

/** The tests' figures read exposures from a day before the start (test-figures.ts): so does the share. */
const CLOCK_MARGIN_MS = 86_400_000

/**
 * Whether a copy test must not act on this look (issue 38, docs/decisions/109): above
 * `maxShare` of its exposures were flagged at ingest, so its figures may have been pushed by
 * someone outside. The test then pauses itself (paused_at and its reason, shown with the test),
 * neither stops nor re-weights, and every analyst and admin is told, once a day at most per
 * test whichever node looks first (a copy-test claim). The first look back under the share
 * lifts the pause: flagged exposures count nowhere, so the remaining figures are clean.
 */
export async function holdOnFlaggedShare({
  payload,
  test,
  users,
  maxShare,
  at,
  logger,
  realtime,
}: {
  payload: Payload
  test: CopyTestDoc
  users: number
  maxShare: number
  at: Date
  logger: Pick<Logger, 'info'>
  realtime?: RealtimeServer
}): Promise<boolean> {
  const since = new Date(Date.parse(test.started_at) - CLOCK_MARGIN_MS).toISOString()
  const share = await flaggedShare(payload, test.experiment, since, users)
  if (share <= maxShare) {
    if (test.paused_at) {
      await payload.update({
        collection: 'copy-tests',
        id: test.id,
        data: { paused_at: null, pause_reason: null },
        depth: 0,
        overrideAccess: true,
      })
      logger.info({ experiment: test.experiment, share }, 'copy test resumed: flagged share back under the limit')
    }
    return false
  }
  const percent = (x: number) => `${(x * 100).toFixed(1)}%`
  const reason = `${percent(share)} of its exposures were flagged (a visitor id the server did not sign, or a variation it would not have shown), above the ${percent(maxShare)} limit. The test holds its split and makes no decision until the share falls.`
  if (!test.paused_at)
    await payload.update({
      collection: 'copy-tests',
      id: test.id,
      data: { paused_at: at.toISOString(), pause_reason: reason },
      depth: 0,
      overrideAccess: true,
    })
  try {
    await payload.create({
      collection: 'copy-test-claims',
      data: { claim_key: `flagged:${test.experiment}:${at.toISOString().slice(0, 10)}` },
      depth: 0,
      overrideAccess: true,
      disableTransaction: true,
    })
  } catch (error) {
    // Told today already (by this node or another).
    if (isUniqueViolation(error)) return true
    throw error
  }
  logger.info({ experiment: test.experiment, share }, 'copy test paused: too many flagged exposures')
  for await (const recipient of analystsAndAdmins(payload))
    await notify({
      payload,
      realtime,
      via: 'copy-test',
      recipient,
      title: `Copy test paused: ${copySlot(test.slot).label}`,
      message: reason,
      link: '/admin/copy-lab',
    })
  return true
}
