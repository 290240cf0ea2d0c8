import type { CollectionConfig } from 'payload'
import { AWAITING_CONFIRMATION, SEQUENCE_TRIGGERS } from '../../contracts/sequences'
import { isAdmin } from '../access/isAdmin'
import { isStaff } from '../access/isStaff'
import { nobody } from '../access/nobody'

/** awaiting_confirmation: its first e-mail went; the next waits until the address is confirmed (issue 38). */
export const ENROLMENT_STATUSES = ['active', AWAITING_CONFIRMATION, 'stopped', 'completed'] as const

/**
 * One person in one sequence: who, what enrolled them, the step they are at, and why it
 * ended. `enrol_key` is unique, so a trigger seen twice (or by two nodes) enrols once. Only the
 * sequence jobs write (server/sequences); staff read.
 */
export const SequenceEnrolments: CollectionConfig = {
  slug: 'sequence-enrolments',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'sequence', 'status', 'next_step', 'createdAt'], group: 'Analytics and tests' },
  access: { read: isStaff, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'sequence', type: 'relationship', relationTo: 'sequences', required: true, index: true },
    { name: 'email', type: 'text', required: true, index: true },
    { name: 'trigger', type: 'select', required: true, options: [...SEQUENCE_TRIGGERS] },
    { name: 'triggered_at', type: 'date', required: true, admin: { description: 'When the event that enrolled them happened' } },
    { name: 'enrol_key', type: 'text', required: true, unique: true, admin: { hidden: true } },
    { name: 'status', type: 'select', required: true, defaultValue: 'active', options: [...ENROLMENT_STATUSES], index: true },
    { name: 'next_step', type: 'number', required: true, defaultValue: 0, admin: { description: 'The index of the next e-mail (from 0)' } },
    {
      name: 'awaiting_since',
      type: 'date',
      admin: { description: 'When its next e-mail began to wait for the address to be confirmed' },
    },
    { name: 'stop_reason', type: 'text' },
    { name: 'lead', type: 'relationship', relationTo: 'leads' },
    { name: 'order', type: 'relationship', relationTo: 'orders' },
    { name: 'time_zone', type: 'text' },
    { name: 'fields', type: 'json', admin: { description: "The lead's fields for the placeholders" } },
  ],
}
