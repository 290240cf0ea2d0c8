import type { CollectionConfig } from 'payload'
import { isAdmin, isAdminField } from '../access/isAdmin'
import { isAdminOrOwner } from '../access/isAdminOrOwner'
import { validateLinkUrl } from '../fields/linkUrl'

/**
 * Written by the server as the system (new messages, accepted invitations, subscription
 * changes: server/messaging/notify.ts); the owner only marks them read.
 */
const serverWritten = { update: isAdminField }

/** notifications: a user's own; unread while read_at is empty. */
export const Notifications: CollectionConfig = {
  slug: 'notifications',
  admin: { useAsTitle: 'title', defaultColumns: ['user', 'title', 'read_at', 'createdAt'], group: 'Workspace' },
  access: {
    read: isAdminOrOwner('user'),
    create: isAdmin,
    update: isAdminOrOwner('user'),
    delete: isAdminOrOwner('user'),
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true, access: serverWritten },
    { name: 'title', type: 'text', required: true, access: serverWritten },
    { name: 'message', type: 'text', required: true, access: serverWritten },
    { name: 'link', type: 'text', access: serverWritten, validate: validateLinkUrl },
    { name: 'read_at', type: 'date', index: true },
  ],
}
