import type { Access, CollectionConfig, FieldAccess } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { or } from '../access/or'
import { hasRole } from '../access/roles'
import { viaFunction } from '../access/viaFunction'

/** The agency that owns the conversation reads its invitations. */
const agencyOfTheConversation: Access = ({ req: { user } }) => {
  if (!user || !hasRole(user, 'agency')) return false
  return { 'conversation.agency_user': { equals: user.id } }
}

const INVITATION_FUNCTIONS = ['invite-client', 'get-invitation', 'accept-invitation']

/** Only the invitation functions ever see a token's hash (the token itself is never stored). */
const tokenAccess: FieldAccess = ({ req }) => hasRole(req.user, 'admin') || viaFunction(...INVITATION_FUNCTIONS)({ req }) === true

/**
 * client_invitations: single-use, expiring invitations of a client into a conversation.
 * The random token goes out in the magic link; its SHA-256 is kept here to find it by.
 */
export const ClientInvitations: CollectionConfig = {
  slug: 'client-invitations',
  admin: { useAsTitle: 'client_email', defaultColumns: ['client_email', 'conversation', 'expires_at', 'accepted_at'], group: 'Workspace' },
  access: {
    read: or(isAdmin, viaFunction('get-invitation', 'accept-invitation'), agencyOfTheConversation),
    create: or(isAdmin, viaFunction('invite-client')),
    update: or(isAdmin, viaFunction('accept-invitation')),
    delete: isAdmin,
  },
  fields: [
    { name: 'conversation', type: 'relationship', relationTo: 'conversations', required: true, index: true },
    { name: 'client_email', type: 'email', required: true },
    {
      name: 'token_hash',
      type: 'text',
      required: true,
      unique: true,
      access: { read: tokenAccess, update: tokenAccess },
      admin: { hidden: true },
    },
    { name: 'expires_at', type: 'date', required: true },
    { name: 'accepted_at', type: 'date' },
  ],
}
