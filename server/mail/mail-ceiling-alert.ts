import type { Payload } from 'payload'
import { configureMailBudget, type MailBudgetRedis, type MailHold, type MailLimits } from '../../runtime/mail-budget'
import type { Logger } from '../../runtime/logger'
import { notify } from '../messaging/notify'
import { mailHeld } from '../observability/metrics'
import type { RealtimeServer } from '../lib/realtime-rooms'

/**
 * Sets the mail budget up for this node (docs/decisions/072): its limits, the shared Redis, and
 * what a held mail does. Every held mail counts in `mail_held_total{reason}`. The first refusal
 * at the hourly ceiling in an hour is the alert: a warning and a notification to every admin
 * (each node that reaches it raises its own). A warning, not an error: it is the product doing
 * its job, and the ceiling may be reached by a flood the budget has already stopped.
 */
export function configureMailBudgetAlerts({
  payload,
  logger,
  realtime,
  limits,
  redis,
}: {
  payload: Payload
  logger: Pick<Logger, 'warn'>
  realtime?: RealtimeServer
  limits?: Partial<MailLimits>
  redis?: MailBudgetRedis
}): void {
  configureMailBudget({
    limits,
    redis,
    onHeld: (hold: MailHold, firstAtCeiling: boolean) => {
      mailHeld.inc({ reason: hold })
      if (!firstAtCeiling) return
      logger.warn('outgoing mail reached its hourly ceiling (MAIL_PER_HOUR): mails to typed addresses are held until the hour ends')
      void notifyAdmins(payload, realtime).catch((error: unknown) => logger.warn({ err: error }, 'mail ceiling alert not delivered'))
    },
  })
}

async function notifyAdmins(payload: Payload, realtime: RealtimeServer | undefined): Promise<void> {
  const { docs: admins } = await payload.find({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    limit: 20,
    depth: 0,
    overrideAccess: true,
  })
  for (const admin of admins)
    await notify({
      payload,
      realtime,
      via: 'mail-ceiling',
      recipient: admin.id,
      title: 'Outgoing mail held',
      message:
        'The hourly ceiling of mail to addresses typed on the site was reached. Checklists, sign-in links and reset mails wait until the hour ends. Look for a flood in the logs.',
    })
}
