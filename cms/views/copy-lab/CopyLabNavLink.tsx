'use client'
import { useAuth } from '@payloadcms/ui'
import { STAFF_ROLES, type Role } from '../../../collections/access/roles'
import { COPY_LAB_PATH } from './paths'

/** The admin navigation's link to the copy lab, for marketers, analysts and admins. */
export function CopyLabNavLink() {
  const { user } = useAuth<{ role?: Role }>()
  if (!user?.role || !STAFF_ROLES.includes(user.role)) return null
  return (
    <a href={COPY_LAB_PATH} className="nav__link" style={{ display: 'block', padding: '4px 0' }}>
      Copy lab
    </a>
  )
}
