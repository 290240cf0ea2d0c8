import { NavHamburger, NavWrapper } from '@payloadcms/next/client'
import { Logout } from '@payloadcms/ui'
import { groupNavItems, type EntityToGroup } from '@payloadcms/ui/shared'
import { EntityType, type ServerProps, type VisibleEntities } from 'payload'
import { AdminNavGroups } from './AdminNavGroups'
import { inNavOrder } from './nav-groups'
import { navPreferences } from './nav-preferences'

/**
 * The admin's nav (replaces Payload's DefaultNav, which it follows): the groups of nav-groups.ts
 * in their order, each with what the viewer's access lets them open (Payload lists a collection
 * only when its read rule is not false), and the custom views' links inside "Analytics and tests".
 */
export async function AdminNav({ payload, permissions, user, i18n, visibleEntities }: ServerProps & { visibleEntities?: VisibleEntities }) {
  // Custom views hand their DefaultTemplate no `req`: the nav needs none.
  if (!payload?.config || !permissions) return null
  const visible = (kind: 'collections' | 'globals', slug: string) =>
    (visibleEntities?.[kind] as string[] | undefined)?.includes(slug) ?? false
  const entities: EntityToGroup[] = [
    ...payload.config.collections
      .filter(({ slug }) => visible('collections', slug))
      .map((entity) => ({ type: EntityType.collection, entity }) as EntityToGroup),
    ...payload.config.globals
      .filter(({ slug }) => visible('globals', slug))
      .map((entity) => ({ type: EntityType.global, entity }) as EntityToGroup),
  ]
  const groups = inNavOrder(groupNavItems(entities, permissions, i18n))
  const preferences = await navPreferences(payload, user)
  return (
    <NavWrapper baseClass="nav">
      <nav className="nav__wrap">
        <AdminNavGroups
          groups={groups}
          openGroups={preferences?.groups ?? {}}
          mayReadExperiments={Boolean(permissions.collections?.['experiment-controls']?.read)}
        />
        <div className="nav__controls">
          <Logout />
        </div>
      </nav>
      <div className="nav__header">
        <div className="nav__header-content">
          <NavHamburger baseClass="nav" />
        </div>
      </div>
    </NavWrapper>
  )
}
