import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { isStaffUser } from '../../../collections/access/roles'
import { COPY_SLOTS, copySlotId } from '../../../contracts/copy-lab'
import { COPY_LAB_PATH } from './paths'
import { SlotScreen } from './SlotScreen'
import { SlotsList } from './SlotsList'

/**
 * /admin/copy-lab: the copy slots; /admin/copy-lab/<slot>: one slot's loop, from suggested
 * variants to a test, its winner and a roll-back (issue 20). The view's path is a prefix
 * (payload.config.ts), so the slot is the segment after it. Marketers, analysts and admins;
 * other users get 403 before Next sees them (server/auth/admin-for-staff.ts), and every
 * copy-lab function checks again.
 */
export function CopyLabView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const user = req.user
  if (!user) redirect(`${req.payload.config.routes.admin}/login?redirect=${encodeURIComponent(COPY_LAB_PATH)}`)
  const segments = Array.isArray(params?.segments) ? params.segments : []
  const rest = segments.slice(1)
  const slot = rest.length === 1 ? copySlotId.safeParse(rest[0]).data : undefined
  const staff = isStaffUser(user)
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
        {rest.length > 0 ? (
          <nav aria-label="Breadcrumb" style={{ marginBottom: 8 }}>
            <a href={COPY_LAB_PATH}>Copy lab</a>
          </nav>
        ) : null}
        <h1>{slot && staff ? COPY_SLOTS[slot].label : 'Copy lab'}</h1>
        {!staff ? (
          <p role="alert">Not authenticated</p>
        ) : rest.length === 0 ? (
          <SlotsList />
        ) : slot ? (
          <SlotScreen slot={slot} />
        ) : (
          <p role="alert">There is no copy slot at this address.</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
