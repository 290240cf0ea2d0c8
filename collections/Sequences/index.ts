import type { CollectionConfig, Field } from 'payload'
import { DELAY_UNITS, SEQUENCE_PLACEHOLDERS, SEQUENCE_STOPS, SEQUENCE_TRIGGERS } from '../../contracts/sequences'
import { isContentEditor } from '../access/isContentEditor'
import { isStaff } from '../access/isStaff'
import { slugField } from '../fields/slugField'
import { validateRichTextLinks } from '../fields/linkUrl'
import { stepFigures } from './hooks/stepFigures'
import { waitingForConfirmation } from './hooks/waitingForConfirmation'

const placeholders = SEQUENCE_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')

/** What the admin shows per step (filled on read by hooks/stepFigures.ts; nothing is stored). */
const figure = (name: string, description: string): Field => ({
  name,
  type: 'number',
  virtual: true,
  admin: { readOnly: true, description, width: '25%' },
})

/**
 * An e-mail sequence (issue 29): what enrols a person, the e-mails and their delays, what stops
 * it, and the hours it may send in. Marketers and admins edit; analysts read. The sending
 * itself is server/sequences on Payload's Jobs Queue (docs/decisions/092).
 */
export const Sequences: CollectionConfig = {
  slug: 'sequences',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'trigger', 'active', 'awaiting_confirmation', 'updatedAt'],
    group: 'Funnel content',
  },
  access: { read: isStaff, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  hooks: { afterRead: [stepFigures, waitingForConfirmation] },
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField(/^[a-z0-9-]{2,60}$/, 'Lower-case letters, digits and dashes', 'The utm_campaign of its links.'),
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Off: nobody new is enrolled, and nobody gets its next e-mail.' },
    },
    {
      // Filled on read (hooks/waitingForConfirmation.ts): first e-mail sent, the rest held until the address is confirmed.
      name: 'awaiting_confirmation',
      label: 'Waiting for confirmation',
      type: 'number',
      virtual: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        disableListFilter: true,
        description: 'People whose first e-mail went and whose next waits until they click it, buy or sign in',
      },
    },
    {
      name: 'trigger',
      type: 'select',
      required: true,
      options: [
        { label: 'A lead captured on /, in the ROI modal or in the survey', value: SEQUENCE_TRIGGERS[0] },
        { label: 'A plan checkout or the $97 checkout started', value: SEQUENCE_TRIGGERS[1] },
        { label: 'The $97 offer purchased', value: SEQUENCE_TRIGGERS[2] },
      ],
    },
    {
      name: 'stop_on',
      type: 'select',
      hasMany: true,
      options: [
        { label: 'Any payment', value: SEQUENCE_STOPS[0] },
        { label: 'A plan payment', value: SEQUENCE_STOPS[1] },
        { label: 'A refund', value: SEQUENCE_STOPS[2] },
        { label: 'A dispute', value: SEQUENCE_STOPS[3] },
      ],
    },
    {
      name: 'sending_window',
      type: 'group',
      admin: {
        description: "Hours of the recipient's day (their time zone when known, else the one below) a delayed e-mail may go out in.",
      },
      fields: [
        { name: 'from_hour', type: 'number', required: true, defaultValue: 8, min: 0, max: 23 },
        { name: 'to_hour', type: 'number', required: true, defaultValue: 21, min: 1, max: 24 },
        { name: 'time_zone', type: 'text', required: true, defaultValue: 'America/New_York' },
      ],
    },
    {
      name: 'steps',
      type: 'array',
      required: true,
      minRows: 1,
      admin: {
        description: `Each e-mail waits its delay after the one before (the first: after the trigger). Placeholders: ${placeholders}.`,
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'delay', type: 'number', required: true, min: 0, defaultValue: 1 },
            { name: 'delay_unit', type: 'select', required: true, defaultValue: 'days', options: [...DELAY_UNITS] },
          ],
        },
        { name: 'subject', type: 'text', required: true },
        { name: 'preheader', type: 'text', admin: { description: 'The line an inbox shows after the subject.' } },
        // Links as every rich text takes them, or the server's `{…_url}` placeholders (docs/decisions/111).
        { name: 'body', type: 'richText', required: true, validate: validateRichTextLinks({ placeholders: true }) },
        {
          type: 'row',
          fields: [
            figure('sent', 'E-mails sent'),
            figure('clicked', 'People who clicked'),
            figure('unsubscribed', 'Unsubscribed from this e-mail'),
            figure('revenue', 'Dollars paid by those who clicked, after their click'),
          ],
        },
      ],
    },
  ],
}
