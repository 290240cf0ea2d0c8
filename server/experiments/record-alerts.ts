import type { Payload } from 'payload'
import { alertConditions, type AlertCondition } from '../../experiments/alerts'
import type { ExperimentResult } from '../../experiments/results'
import type { Logger } from '../../runtime/logger'
import { pushNotification, storeNotification } from '../messaging/notify'
import type { RealtimeServer } from '../lib/realtime-rooms'
import { isUniqueViolation } from '../unique-violation'

/** An alert the experiment shows now, with when analysts were first told of it. */
export type ActiveAlert = AlertCondition & { since: string }

const PAGE = 500

/**
 * After results were computed (by experiment-results or the periodic check): stores each alert
 * condition the first time it is seen and notifies every analyst and admin of it once. Safe on
 * every node at once: the alert row's unique `alert_key` is claimed before anyone is notified,
 * so of two nodes only one notifies. Answers, per experiment, the alerts that hold now.
 */
export async function recordExperimentAlerts({
  payload,
  logger,
  realtime,
  results,
  now = () => new Date(),
}: {
  payload: Payload
  logger: Pick<Logger, 'info' | 'error'>
  realtime?: RealtimeServer
  results: ExperimentResult[]
  now?: () => Date
}): Promise<Map<string, ActiveAlert[]>> {
  const conditions = results.flatMap((result) => alertConditions(result).map((condition) => ({ experiment: result.key, condition })))
  const active = new Map<string, ActiveAlert[]>(results.map((r) => [r.key, []]))
  if (conditions.length === 0) return active

  // The job acts for nobody: alert rows are the system's.
  const { docs: stored } = await payload.find({
    collection: 'experiment-alerts',
    where: { alert_key: { in: conditions.map((c) => `${c.experiment}:${c.condition.kind}`) } },
    limit: conditions.length,
    depth: 0,
    overrideAccess: true,
  })
  const since = new Map(stored.map((doc) => [doc.alert_key, doc.createdAt]))
  for (const { experiment, condition } of conditions) {
    const key = `${experiment}:${condition.kind}`
    let at = since.get(key)
    if (!at) {
      try {
        at = await claimAndNotify({ payload, realtime, experiment, condition, key, at: now() })
      } catch (error) {
        logger.error({ err: error, alert: key }, 'experiment alert not sent')
      }
    }
    active.get(experiment)!.push({ ...condition, since: at ?? now().toISOString() })
  }
  return active
}

async function claimAndNotify({
  payload,
  realtime,
  experiment,
  condition,
  key,
  at,
}: {
  payload: Payload
  realtime?: RealtimeServer
  experiment: string
  condition: AlertCondition
  key: string
  at: Date
}): Promise<string> {
  let claim
  try {
    claim = await payload.create({
      collection: 'experiment-alerts',
      data: { alert_key: key, experiment, kind: condition.kind, message: condition.message },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    // Another node claimed it first: it notifies.
    if (isUniqueViolation(error)) return at.toISOString()
    throw error
  }
  try {
    const title = condition.kind === 'srm' ? `Sample ratio mismatch: ${experiment}` : `Guardrail worse: ${experiment}`
    for await (const recipient of analystsAndAdmins(payload)) {
      const view = await storeNotification({
        payload,
        via: 'experiment-alert',
        recipient,
        title,
        message: condition.message,
        link: '/admin/experiments',
      })
      pushNotification(realtime, recipient, view)
    }
  } catch (error) {
    // Unclaimed again, so the next computation tries once more.
    await payload.delete({ collection: 'experiment-alerts', id: claim.id, overrideAccess: true }).catch(() => undefined)
    throw error
  }
  await payload.update({
    collection: 'experiment-alerts',
    id: claim.id,
    data: { notified_at: at.toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  return claim.createdAt
}

/** Every analyst and admin, a page at a time. */
export async function* analystsAndAdmins(payload: Payload): AsyncGenerator<number | string> {
  for (let page = 1; ; page++) {
    const res = await payload.find({
      collection: 'users',
      where: { role: { in: ['analyst', 'admin'] } },
      select: { role: true },
      sort: 'id',
      page,
      limit: PAGE,
      depth: 0,
      overrideAccess: true,
    })
    for (const user of res.docs) yield user.id
    if (!res.hasNextPage) return
  }
}
