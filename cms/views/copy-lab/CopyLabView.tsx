import { DefaultTemplate } from '@payloadcms/next/templates'
import { Banner, Gutter, SetStepNav } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps, PayloadRequest } from 'payload'
import { isStaffUser } from '../../../collections/access/roles'
import { copySlot, copySlotId, subjectSlotLabel, type CopySlotId } from '../../../contracts/copy-lab'
import { NotAllowed } from '../not-allowed/NotAllowed'
import { COPY_LAB_PATH } from './paths'
import { SlotScreen } from './SlotScreen'
import { SlotsList } from './SlotsList'

/** The slot's name as the slots list shows it: a step's subject is named after its sequence. */
async function slotTitle(req: PayloadRequest, id: CopySlotId): Promise<string> {
  const slot = copySlot(id)
  if (slot.kind === 'page') return slot.label
  const { docs } = await req.payload.find({
    collection: 'sequences',
    where: { slug: { equals: slot.sequence } },
    limit: 1,
    depth: 0,
    select: { name: true },
    overrideAccess: false,
    user: req.user,
  })
  return docs[0] ? subjectSlotLabel(docs[0].name, slot.step) : slot.label
}

/**
 * /admin/copy-lab: the copy slots; /admin/copy-lab/<slot>: one slot's loop, from suggested
 * variants to a test, its winner and a roll-back (issue 20). The view's path is a prefix
 * (payload.config.ts), so the slot is the segment after it. Marketers, analysts and admins;
 * other users get 403 before Next sees them (server/auth/admin-for-staff.ts), and every
 * copy-lab function checks again.
 */
export async function CopyLabView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const user = req.user
  if (!user) redirect(`${req.payload.config.routes.admin}/login?redirect=${encodeURIComponent(COPY_LAB_PATH)}`)
  const segments = Array.isArray(params?.segments) ? params.segments : []
  const rest = segments.slice(1)
  const slot = rest.length === 1 ? copySlotId.safeParse(rest[0]).data : undefined
  const staff = isStaffUser(user)
  const title = slot && staff ? await slotTitle(req, slot) : 'Copy lab'
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
      {/* Payload's breadcrumb in the header: Copy lab, then the slot. */}
      <SetStepNav nav={rest.length > 0 ? [{ label: 'Copy lab', url: COPY_LAB_PATH }, { label: title }] : [{ label: 'Copy lab' }]} />
      <Gutter>
        <h1>{title}</h1>
        {!staff ? (
          <NotAllowed page="Copy lab is" roles="for marketers, analysts and admins" />
        ) : rest.length === 0 ? (
          <SlotsList />
        ) : slot ? (
          <SlotScreen slot={slot} />
        ) : (
          <div role="alert">
            <Banner type="error">There is no copy slot at this address.</Banner>
          </div>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
