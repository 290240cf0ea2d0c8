import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { ExperimentControls } from './ExperimentControls'
import { ExperimentResults } from './ExperimentResults'
import { HoldoutLift } from './HoldoutLift'
import { NotAllowed } from '../not-allowed/NotAllowed'

/**
 * /admin/experiments: every experiment of experiments/ with its split, SRM check, results per
 * metric and variation, a daily cumulative chart and CSV export. For the roles the experiments'
 * access rule lets read them (experiment-controls: analysts and admins), as the nav link shows
 * it; others get a 403 in the admin's chrome (the results function checks again: docs/decisions/034).
 */
export function ExperimentsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const user = req.user
  if (!user)
    redirect(`${req.payload.config.routes.admin}/login?redirect=${encodeURIComponent(`${req.payload.config.routes.admin}/experiments`)}`)
  const allowed = Boolean(permissions?.collections?.['experiment-controls']?.read)
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
      <SetStepNav nav={[{ label: 'Experiments' }]} />
      <Gutter>
        <h1>Experiments</h1>
        {allowed ? (
          <>
            <ExperimentResults />
            <HoldoutLift />
            <ExperimentControls />
          </>
        ) : (
          <NotAllowed page="Experiments (results and controls) are" roles="for analysts and admins" />
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
