import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { isStaff } from '../access/isStaff'
import { nobody } from '../access/nobody'

/**
 * One sequence e-mail to one person. The row is written before the e-mail goes out and its
 * `claim_key` (`<enrolment>:<step>`) is unique: a job run twice, or by two nodes, sends once;
 * `turn_key` is unique too: one person's e-mails go one at a time, 12 hours apart.
 * A send left `sending` by a run that never said how it ended is sent again and flagged
 * `resent_after_unknown` (docs/decisions/115).
 * A click or an unsubscribe through the e-mail's signed links is recorded on it; the step's
 * figures in the admin count these rows.
 */
export const SequenceSends: CollectionConfig = {
  slug: 'sequence-sends',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'sequence', 'step', 'status', 'sent_at'], group: 'Analytics and tests' },
  access: { read: isStaff, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'enrolment', type: 'relationship', relationTo: 'sequence-enrolments', required: true, index: true },
    { name: 'sequence', type: 'relationship', relationTo: 'sequences', required: true, index: true },
    { name: 'step', type: 'number', required: true, index: true },
    { name: 'email', type: 'text', required: true, index: true },
    { name: 'claim_key', type: 'text', required: true, unique: true, admin: { hidden: true } },
    // `<address>:<id of the send before>`: one e-mail follows each, so two sequences due at once wait their turns.
    { name: 'turn_key', type: 'text', unique: true, admin: { hidden: true } },
    { name: 'status', type: 'select', required: true, defaultValue: 'sending', options: ['sending', 'sent'], index: true },
    {
      // Taken over `sending` from a run that ended without a word (its node died, or the database
      // was away when it came to record the e-mail) and sent again: the person may have two copies.
      name: 'resent_after_unknown',
      type: 'checkbox',
      label: 'Resent after an unknown outcome',
      defaultValue: false,
      index: true,
    },
    { name: 'subject', type: 'text' },
    { name: 'sent_at', type: 'date', index: true },
    { name: 'clicked_at', type: 'date' },
    { name: 'opened_at', type: 'date' },
    { name: 'unsubscribed_at', type: 'date' },
  ],
}
