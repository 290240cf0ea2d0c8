import type { CollectionConfig } from 'payload'
import { COPY_ANGLE_LABELS, COPY_ANGLES, copySlotId, COPY_VARIANT_STATUSES } from '../../contracts/copy-lab'
import { isAdmin } from '../access/isAdmin'
import { isContentEditor } from '../access/isContentEditor'
import { isStaff } from '../access/isStaff'
import { guardVariantReview } from './hooks/guardVariantReview'

/**
 * copy-variants: words proposed for a copy slot (issue 20), by the writer (OpenAI or the
 * offline writer) or a marketer. A marketer edits, approves or rejects each draft; only an
 * approved one can run in a copy test; after its test it stays here with its figures (the
 * library the next proposal reads). Staff read them; marketers and admins review them.
 */
export const CopyVariants: CollectionConfig = {
  slug: 'copy-variants',
  admin: {
    useAsTitle: 'text',
    group: 'Analytics and tests',
    defaultColumns: ['slot', 'text', 'angle', 'status', 'source'],
    description: 'Drafts and tested words of the copy slots. Review them in Copy lab (/admin/copy-lab).',
  },
  // Proposals are written by propose-copy-variants for staff (analysts may suggest too).
  access: { read: isStaff, create: isStaff, update: isContentEditor, delete: isAdmin },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [guardVariantReview] },
  fields: [
    {
      name: 'slot',
      type: 'text',
      required: true,
      index: true,
      // A page slot, or a sequence step's subject (`subject-<sequence>-<step>`, docs/decisions/097).
      validate: (value: unknown) => copySlotId.safeParse(value).success || 'Choose a copy slot.',
    },
    { name: 'text', type: 'textarea', required: true, maxLength: 400 },
    {
      name: 'angle',
      type: 'select',
      required: true,
      options: COPY_ANGLES.map((angle) => ({ label: COPY_ANGLE_LABELS[angle], value: angle })),
    },
    { name: 'rationale', type: 'text', admin: { description: 'Why the writer thinks these words may convert better.' } },
    {
      name: 'source',
      type: 'text',
      required: true,
      admin: { readOnly: true, description: 'Where the words came from: a model and prompt version, the offline writer, or a human.' },
    },
    { name: 'proposed_text', type: 'textarea', admin: { readOnly: true, description: 'The words as first proposed.' } },
    { name: 'brief', type: 'text', admin: { readOnly: true } },
    { name: 'edited', type: 'checkbox', defaultValue: false, admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: COPY_VARIANT_STATUSES.map((s) => ({ label: s[0]!.toUpperCase() + s.slice(1), value: s })),
    },
    { name: 'reviewed_by', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
    /** Its last test's figures (users, conversions, rate, uplift, interval), kept for the library. */
    { name: 'result', type: 'json', admin: { readOnly: true } },
  ],
}
