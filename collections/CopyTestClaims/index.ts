import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { nobody } from '../access/nobody'

/**
 * copy-test-claims: who acts on a copy test's look (its stop, a bandit's daily re-weight).
 * Every node looks at the running tests; the first to create the claim's unique key acts and
 * the others skip it, so a winner is published once and a split moves once a day
 * (server/copy-lab/decide-copy-tests.ts).
 */
export const CopyTestClaims: CollectionConfig = {
  slug: 'copy-test-claims',
  admin: { useAsTitle: 'claim_key', group: 'Analytics and tests', hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [{ name: 'claim_key', type: 'text', required: true, unique: true }],
}
