'use client'
import { useAuth } from '@payloadcms/ui'
import { STAFF_ROLES, type Role } from '../../../collections/access/roles'
import { ViewNavLink } from '../nav/ViewNavLink'

/** The admin navigation's link to the funnel view, for marketers, analysts and admins. */
export function AnalyticsNavLink() {
  const { user } = useAuth<{ role?: Role }>()
  if (!user?.role || !STAFF_ROLES.includes(user.role)) return null
  return <ViewNavLink href="/admin/analytics" label="Analytics" />
}
