'use client'
import { ViewNavLink } from '../nav/ViewNavLink'

/**
 * The admin navigation's link to the experiment results, for the roles the experiments' access
 * rule lets read them (experiment-controls: analysts and admins). The nav decides on the server
 * from the same permission the view checks: the browser's copy of the permissions arrives only
 * after a sign-in has settled.
 */
export function ExperimentsNavLink({ allowed }: { allowed: boolean }) {
  if (!allowed) return null
  return <ViewNavLink href="/admin/experiments" label="Experiments" />
}
