import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { hasRole } from '../access/roles'

/**
 * experiment_alerts: one row per experiment and alert kind ('srm', 'guardrail:<metric>') that
 * analysts and admins were notified of. The row is written before the notifications go out and
 * `alert_key` (`<experiment>:<kind>`) is unique: of the nodes that compute results at once, one
 * claims the alert and notifies, the others skip it (server/experiments/record-alerts.ts).
 */
export const ExperimentAlerts: CollectionConfig = {
  slug: 'experiment-alerts',
  admin: { useAsTitle: 'alert_key', defaultColumns: ['experiment', 'kind', 'notified_at'], group: 'Analytics and tests' },
  // Results computations write with overrideAccess; analysts and admins look.
  access: {
    read: ({ req: { user } }) => hasRole(user, 'admin', 'analyst'),
    create: () => false,
    update: () => false,
    delete: isAdmin,
  },
  fields: [
    { name: 'alert_key', type: 'text', required: true, unique: true, admin: { hidden: true } },
    { name: 'experiment', type: 'text', required: true, index: true },
    { name: 'kind', type: 'text', required: true },
    { name: 'message', type: 'text', required: true, admin: { description: 'What analysts and admins were told.' } },
    { name: 'notified_at', type: 'date' },
  ],
}
