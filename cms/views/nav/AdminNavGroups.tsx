'use client'
import { getTranslation } from '@payloadcms/translations'
import { NavGroup, useConfig, useTranslation } from '@payloadcms/ui'
import type { NavGroupType } from '@payloadcms/ui/shared'
import { AnalyticsNavLink } from '../analytics/AnalyticsNavLink'
import { CopyLabNavLink } from '../copy-lab/CopyLabNavLink'
import { ExperimentsNavLink } from '../experiments/ExperimentsNavLink'
import { VIEWS_GROUP } from './nav-groups'
import { ViewNavLink } from './ViewNavLink'

/** The nav's groups as Payload's own nav draws them, the custom views' links closing their group. */
export function AdminNavGroups({
  groups,
  openGroups,
  mayReadExperiments,
}: {
  groups: NavGroupType[]
  openGroups: Record<string, { open?: boolean }>
  mayReadExperiments: boolean
}) {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const admin = config.routes.admin
  return groups.map(({ label, entities }) => (
    <NavGroup key={label} label={label} isOpen={openGroups[label]?.open}>
      {entities.map(({ slug, type, label: entityLabel }) => (
        <ViewNavLink
          key={`${type}-${slug}`}
          id={type === 'collections' ? `nav-${slug}` : `nav-global-${slug}`}
          href={`${admin}/${type}/${slug}`}
          label={getTranslation(entityLabel, i18n)}
        />
      ))}
      {label === VIEWS_GROUP ? (
        <>
          <AnalyticsNavLink />
          <ExperimentsNavLink allowed={mayReadExperiments} />
          <CopyLabNavLink />
        </>
      ) : null}
    </NavGroup>
  ))
}
