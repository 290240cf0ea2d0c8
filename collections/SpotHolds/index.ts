import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { nobody } from '../access/nobody'

/**
 * spot-holds: the week's plan spots that checkouts hold (docs/decisions/118). Slot n of a week is
 * one unique key, so two buyers racing for the last spot cannot both create it, on any database
 * (Payload's update writes the whole row; a unique key needs no lock). A hold lapses after
 * `expires_at` unless its plan sold; the server writes them (server/billing/hold-weekly-spot.ts).
 */
export const SpotHolds: CollectionConfig = {
  slug: 'spot-holds',
  admin: { useAsTitle: 'slot_key', group: 'Analytics and tests', hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'slot_key', type: 'text', required: true, unique: true, admin: { description: 'The week (Monday, UTC) and the slot number' } },
    { name: 'expires_at', type: 'date', required: true, index: true },
  ],
}
