import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { ExperimentControls } from './ExperimentControls'
import { ExperimentResults } from './ExperimentResults'
import { HoldoutLift } from './HoldoutLift'

/**
 * /admin/experiments: every experiment of experiments/ with its split, SRM check, results per
 * metric and variation, a daily cumulative chart and CSV export. Analysts and admins only
 * (the results function checks again: docs/decisions/034).
 */
export function ExperimentsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const user = req.user
  if (!user)
    redirect(`${req.payload.config.routes.admin}/login?redirect=${encodeURIComponent(`${req.payload.config.routes.admin}/experiments`)}`)
  const allowed = user.role === 'analyst' || user.role === 'admin'
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
      <Gutter>
        <h1>Experiments</h1>
        {allowed ? (
          <>
            <ExperimentResults />
            <HoldoutLift />
            <ExperimentControls />
          </>
        ) : (
          <p role="alert">Not authenticated</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
