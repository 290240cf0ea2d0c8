'use client'
import { useAuth } from '@payloadcms/ui'

/** The admin navigation's link to the experiment results, for the roles that may read them. */
export function ExperimentsNavLink() {
  const { user } = useAuth<{ role?: string }>()
  if (user?.role !== 'analyst' && user?.role !== 'admin') return null
  return (
    <a href="/admin/experiments" className="nav__link" style={{ display: 'block', padding: '4px 0' }}>
      Experiments
    </a>
  )
}
