import type { Field } from 'payload'

/** Set on the request context by the copy lab when it publishes a test's winner or rolls one back. */
export const COPY_LAB_VERSION_NOTE = 'copyLabVersionNote'

/**
 * Payload versions carry no note of their own, so the note is a field of the page: the copy
 * lab writes the test's figures into it with the version it publishes, and any other save
 * clears it, so each version in the history says only why it was itself made.
 */
export const versionNote: Field = {
  name: 'version_note',
  type: 'textarea',
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: 'Why the copy lab published this version (a test’s winner with its figures, or a roll-back). Empty for other saves.',
  },
  hooks: {
    beforeChange: [({ req }) => (typeof req.context[COPY_LAB_VERSION_NOTE] === 'string' ? req.context[COPY_LAB_VERSION_NOTE] : null)],
  },
}
