import type { CollectionConfig } from 'payload'
import { isConversationMember } from '../access/conversationMember'
import { isAdmin } from '../access/isAdmin'
import { or } from '../access/or'
import { viaFunction } from '../access/viaFunction'

/** conversation_participants: who takes part in a conversation, and as what. */
export const ConversationParticipants: CollectionConfig = {
  slug: 'conversation-participants',
  admin: { defaultColumns: ['conversation', 'user', 'role', 'client_email'], group: 'Workspace' },
  access: {
    // request-chat-link and open-chat-link find a client's place by the invited address.
    read: or(isConversationMember('conversation'), viaFunction('request-chat-link', 'open-chat-link')),
    create: or(isAdmin, viaFunction('create-conversation', 'accept-invitation')),
    update: isAdmin,
    delete: isAdmin,
  },
  fields: [
    { name: 'conversation', type: 'relationship', relationTo: 'conversations', required: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'role', type: 'select', required: true, options: ['agency', 'vendor', 'client'] },
    { name: 'client_email', type: 'email' },
    {
      // `<conversation>:<role>`, unique: one agency, one vendor and one client per conversation,
      // which makes accepting an invitation atomic (two tabs accepting: one wins).
      name: 'slot_key',
      type: 'text',
      required: true,
      unique: true,
      admin: { hidden: true },
    },
  ],
}
