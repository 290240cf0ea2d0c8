import type { CollectionConfig } from 'payload'
import { nobody } from '../access/nobody'
import { claimFields } from '../fields/claimFields'

/**
 * Leases of the local payment provider across nodes: an idempotency key, a checkout's payment,
 * a webhook delivery attempt. The unique `claim` makes the first node to write it the one that
 * does the work; the stored `answer` is what every other node replays
 * (docs/decisions/044).
 */
export const LocalPaymentClaims: CollectionConfig = {
  slug: 'local-payment-claims',
  admin: { hidden: true, group: 'System' },
  graphQL: false,
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: claimFields,
}
