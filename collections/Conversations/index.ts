import type { CollectionConfig } from 'payload'
import { isConversationMember } from '../access/conversationMember'
import { isAdmin } from '../access/isAdmin'
import { notForClients } from '../access/notForClients'
import { or } from '../access/or'
import { viaFunction } from '../access/viaFunction'

export const CONVERSATION_TYPES = ['vendor_agency', 'three_way_chat'] as const

/**
 * conversations: an agency's thread with the vendor of a product, which becomes a three-way
 * chat once a client joins. Members (agency, vendor, client) read it; only the messaging
 * functions write it.
 */
export const Conversations: CollectionConfig = {
  slug: 'conversations',
  admin: { useAsTitle: 'subject', defaultColumns: ['subject', 'agency_user', 'vendor', 'type', 'last_message_at'], group: 'Workspace' },
  access: {
    read: isConversationMember(),
    create: or(isAdmin, viaFunction('create-conversation')),
    update: or(isAdmin, viaFunction('send-message', 'invite-client', 'accept-invitation')),
    delete: isAdmin,
  },
  defaultSort: '-last_message_at',
  fields: [
    { name: 'agency_user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'vendor', type: 'relationship', relationTo: 'users', required: true, index: true },
    {
      name: 'client_user',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: { description: 'The invited client, once joined' },
    },
    {
      // What came before the client joined is the agency's private history with the vendor:
      // the client reads only the messages after this one (docs/decisions/111).
      name: 'client_joined_after_sequence',
      type: 'number',
      access: { read: notForClients },
      admin: { readOnly: true, description: 'The invited client reads the messages after this one (sent after they joined)' },
    },
    { name: 'product', type: 'relationship', relationTo: 'vendor-products', access: { read: notForClients } },
    { name: 'subject', type: 'text', required: true, access: { read: notForClients } },
    { name: 'type', type: 'select', required: true, defaultValue: 'vendor_agency', options: [...CONVERSATION_TYPES], index: true },
    { name: 'is_archived', type: 'checkbox', defaultValue: false, index: true },
    { name: 'last_message_at', type: 'date', index: true },
  ],
}
