import type { JobsConfig } from 'payload'
import { hasRole } from '../../collections/access/roles'
import { queueInAdmin } from './queue-in-admin'
import { JOB_TASKS } from './tasks'

const admins = ({ req }: { req: { user?: unknown } }) => hasRole(req.user as never, 'admin')

/**
 * The Jobs Queue (docs/decisions/091): the tasks of ./tasks.ts, run by the server's runner
 * (server/jobs/job-runner.ts), not by Payload's `autoRun` cron. Payload's REST doors to run,
 * queue and cancel jobs are for admins (by default any signed-in user may).
 */
export const jobsConfig: JobsConfig = {
  tasks: [...JOB_TASKS],
  jobsCollectionOverrides: queueInAdmin,
  access: { run: admins, queue: admins, cancel: admins },
  deleteJobOnComplete: true,
}
