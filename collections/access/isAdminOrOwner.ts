import type { Access } from 'payload'
import { hasRole } from './roles'

/**
 * Admins reach every row; anyone else the rows whose `field` (a relationship to users)
 * is theirs, as a `where` filter.
 */
export const isAdminOrOwner =
  (field: string): Access =>
  ({ req: { user } }) => {
    if (!user) return false
    if (hasRole(user, 'admin')) return true
    return { [field]: { equals: user.id } }
  }
