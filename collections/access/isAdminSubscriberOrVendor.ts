import type { Access, Where } from 'payload'
import { hasRole } from './roles'

/**
 * A vendor product subscription is read by its agency and by the product's vendor (who sees
 * their subscribers); admins read every one. A `where` filter, so REST, GraphQL and the
 * Local API filter alike.
 */
export const isAdminSubscriberOrVendor: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  const own: Where | null = hasRole(user, 'vendor')
    ? { vendor: { equals: user.id } }
    : hasRole(user, 'agency')
      ? { agency_user: { equals: user.id } }
      : null
  if (own) return own
  return false
}
