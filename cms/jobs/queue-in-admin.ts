import type { CollectionConfig, Field } from 'payload'
import { isAdmin } from '../../collections/access/isAdmin'
import { nobody } from '../../collections/access/nobody'
import { hasRole } from '../../collections/access/roles'

type JobRow = {
  processing?: boolean | null
  hasError?: boolean | null
  completedAt?: string | null
  totalTried?: number | null
  waitUntil?: string | null
}

/** Where a job stands, in the words of the admin's list: computed on read, never stored. */
export function jobState(job: JobRow, now = Date.now()): string {
  if (job.completedAt) return 'done'
  if (job.processing) return 'running'
  if (job.hasError) return 'failed'
  const due = !job.waitUntil || Date.parse(job.waitUntil) <= now
  if ((job.totalTried ?? 0) > 0) return due ? 'retry due' : 'waiting to retry'
  return due ? 'due' : 'waiting'
}

const stateField: Field = {
  name: 'state',
  type: 'text',
  virtual: true,
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: 'Waiting, due, running, waiting to retry, failed, or done (removed a moment later).',
  },
  hooks: { afterRead: [({ siblingData }) => jobState(siblingData as JobRow)] },
}

/** The slot a timed job was queued for: unique, so two nodes queueing the same run queue it once. */
const slotField: Field = {
  name: 'slot',
  type: 'text',
  unique: true,
  index: true,
  admin: { readOnly: true, position: 'sidebar', description: 'A timed job’s run: its task and time (one job per run on every node).' },
}

/**
 * The queue in the admin, for admins only, under "System": every job waiting, running or failed,
 * with its error and each attempt's log (a completed job is deleted). Nobody writes a job from
 * the admin or the API; an admin may delete one.
 */
export const queueInAdmin = ({ defaultJobsCollection }: { defaultJobsCollection: CollectionConfig }): CollectionConfig => ({
  ...defaultJobsCollection,
  labels: { singular: 'Job', plural: 'Jobs' },
  admin: {
    ...defaultJobsCollection.admin,
    group: 'System',
    hidden: ({ user }) => !hasRole(user as Parameters<typeof hasRole>[0], 'admin'),
    useAsTitle: 'taskSlug',
    defaultColumns: ['taskSlug', 'state', 'waitUntil', 'totalTried', 'error', 'updatedAt'],
    description:
      'The Jobs Queue: timed jobs and e-mails waiting, running or failed. A failed job shows its error; a completed one is gone.',
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  // No schedules of Payload's (timed jobs are queued by server/jobs/queue-due-timed-jobs.ts), so
  // its handle-schedules door could only answer an admin 500: closed (issue 38).
  endpoints: (defaultJobsCollection.endpoints || []).filter((endpoint) => endpoint.path !== '/handle-schedules'),
  fields: [...defaultJobsCollection.fields, stateField, slotField],
})
