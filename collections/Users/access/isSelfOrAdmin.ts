import type { Access } from 'payload'
import { hasRole } from '../../access/roles'

/** A user reads and edits their own profile; admins manage everyone. */
export const isSelfOrAdmin: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  return { id: { equals: user.id } }
}
