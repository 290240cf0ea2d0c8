import type { Access } from 'payload'
import { isStaffUser } from './roles'

/**
 * Staff read every row; a signed-in user reads the rows whose `user` field is theirs
 * (a `where` filter, so REST, GraphQL and the Local API filter alike).
 */
export const isStaffOrOwner: Access = ({ req: { user } }) => {
  if (!user) return false
  if (isStaffUser(user)) return true
  return { user: { equals: user.id } }
}
