import type { CollectionConfig } from 'payload'
import { nobody } from '../access/nobody'
import { claimFields } from '../fields/claimFields'

/**
 * Idempotency keys of the browser-retried functions (create-lead, the checklist, sign-in links,
 * invitations): the unique `claim` makes the first call with a key the one that runs, on any node;
 * the `answer` (sealed with the server's secret) is what its retries get. Kept a day, then pruned
 * (docs/decisions/071).
 */
export const FunctionCallKeys: CollectionConfig = {
  slug: 'function-call-keys',
  admin: { hidden: true, group: 'System' },
  graphQL: false,
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: claimFields,
}
