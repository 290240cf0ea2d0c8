import type { CollectionConfig } from 'payload'
import { CONSENT_CHOICES } from '../../contracts/consent'
import { isAdmin } from '../access/isAdmin'
import { nobody } from '../access/nobody'
import { viaFunction } from '../access/viaFunction'

/**
 * consent-choices: each answer a visitor gave the cookie banner (issue 39.5, docs/decisions/121):
 * when, under which banner version, and which. Written only by record-consent-choice; nothing in
 * it names the visitor. Admins read it (the record of consent); nobody edits it.
 */
export const ConsentChoices: CollectionConfig = {
  slug: 'consent-choices',
  admin: { useAsTitle: 'choice', defaultColumns: ['choice', 'banner_version', 'chosen_at'], group: 'Analytics and tests' },
  access: { read: isAdmin, create: viaFunction('record-consent-choice'), update: nobody, delete: isAdmin },
  // The results page counts the rejections of an experiment's window.
  indexes: [{ fields: ['choice', 'chosen_at'] }],
  fields: [
    { name: 'choice', type: 'select', required: true, options: [...CONSENT_CHOICES], admin: { readOnly: true } },
    { name: 'banner_version', type: 'number', required: true, admin: { readOnly: true } },
    { name: 'chosen_at', type: 'date', required: true, index: true, admin: { readOnly: true } },
  ],
}
