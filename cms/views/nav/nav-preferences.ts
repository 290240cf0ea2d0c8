import type { Payload, TypedUser } from 'payload'
import { PREFERENCE_KEYS } from 'payload/shared'

type NavPreferences = { groups?: Record<string, { open?: boolean }> }

/** Which nav groups the viewer closed, as Payload's own nav keeps them (its `nav` preference). */
export async function navPreferences(payload: Payload, user: TypedUser | null | undefined): Promise<NavPreferences | null> {
  if (!user?.collection) return null
  const { docs } = await payload.find({
    collection: 'payload-preferences',
    depth: 0,
    limit: 1,
    pagination: false,
    where: {
      and: [
        { key: { equals: PREFERENCE_KEYS.NAV } },
        { 'user.relationTo': { equals: user.collection } },
        { 'user.value': { equals: user.id } },
      ],
    },
  })
  return (docs[0]?.value as NavPreferences | undefined) ?? null
}
