import type { Field } from 'payload'

/**
 * The fields of a claim row (server/idempotency/claims.ts): the unique `claim` (`subject#n`)
 * whose first insert wins, its subject, the lease, and the answer later callers get.
 */
export const claimFields: Field[] = [
  { name: 'claim', type: 'text', required: true, unique: true, index: true },
  { name: 'subject', type: 'text', required: true, index: true },
  { name: 'claimed_until', type: 'date', required: true },
  { name: 'answer', type: 'json' },
]
