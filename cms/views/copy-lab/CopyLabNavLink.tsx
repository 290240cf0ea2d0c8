'use client'
import { useAuth } from '@payloadcms/ui'
import { STAFF_ROLES, type Role } from '../../../collections/access/roles'
import { ViewNavLink } from '../nav/ViewNavLink'
import { COPY_LAB_PATH } from './paths'

/** The admin navigation's link to the copy lab, for marketers, analysts and admins. */
export function CopyLabNavLink() {
  const { user } = useAuth<{ role?: Role }>()
  if (!user?.role || !STAFF_ROLES.includes(user.role)) return null
  return <ViewNavLink href={COPY_LAB_PATH} label="Copy lab" />
}
