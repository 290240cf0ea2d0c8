import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { isStaffUser } from '../../../collections/access/roles'
import { NotAllowed } from '../not-allowed/NotAllowed'
import { FunnelAnalytics } from './FunnelAnalytics'

/**
 * /admin/analytics: the home and offer funnels step by step, by source, device, new or returning
 * visitor and experiment variant, with revenue, a daily trend and CSV. Marketers, analysts and
 * admins; other users get 403 before Next sees them (server/auth/admin-for-staff.ts), and
 * funnel-report checks again.
 */
export function AnalyticsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const user = req.user
  if (!user)
    redirect(`${req.payload.config.routes.admin}/login?redirect=${encodeURIComponent(`${req.payload.config.routes.admin}/analytics`)}`)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user}
      visibleEntities={visibleEntities}
    >
      {/* The admin header's breadcrumb, as Payload's own views show theirs. */}
      <SetStepNav nav={[{ label: 'Funnel analytics' }]} />
      <Gutter>
        <h1>Funnel analytics</h1>
        {isStaffUser(user) ? <FunnelAnalytics /> : <NotAllowed page="Funnel analytics is" roles="for marketers, analysts and admins" />}
      </Gutter>
    </DefaultTemplate>
  )
}
