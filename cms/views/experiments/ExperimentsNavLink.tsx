'use client'
import { useAuth } from '@payloadcms/ui'
import { ViewNavLink } from '../nav/ViewNavLink'

/**
 * The admin navigation's link to the experiment results, for the roles the experiments' access
 * rule lets read them (experiment-controls: analysts and admins); the view checks the same.
 */
export function ExperimentsNavLink() {
  const { permissions } = useAuth()
  if (!permissions?.collections?.['experiment-controls']?.read) return null
  return <ViewNavLink href="/admin/experiments" label="Experiments" />
}
