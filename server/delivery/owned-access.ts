import type { Payload } from 'payload'
import type { BuyerFile, Offer } from '../../cms/payload-types'

/** What an e-mail's paid orders give access to now: a refund or a dispute takes its part away. */
export type Ownership = { blueprint: boolean; bump: boolean; upsell: boolean }

const NOTHING: Ownership = { blueprint: false, bump: false, upsell: false }

export async function ownedProducts(payload: Payload, email: string): Promise<Ownership> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ email: { equals: email } }, { status: { equals: 'paid' } }, { access_revoked_at: { exists: false } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { bump_amount: true, upsell_status: true, upsell_access_revoked_at: true },
  })
  return docs.reduce<Ownership>(
    (owned, order) => ({
      blueprint: true,
      bump: owned.bump || (order.bump_amount ?? 0) > 0,
      upsell: owned.upsell || (order.upsell_status === 'accepted' && !order.upsell_access_revoked_at),
    }),
    NOTHING,
  )
}

const idsOf = (files: (number | BuyerFile)[] | null | undefined) => (files ?? []).map((file) => (typeof file === 'object' ? file.id : file))

/** The buyer files the offer's products include, for what is owned (published offer). */
export function fileIdsFor(delivery: Offer['delivery'] | undefined, owned: Ownership): number[] {
  return [
    ...(owned.blueprint ? idsOf(delivery?.blueprint_files) : []),
    ...(owned.bump ? idsOf(delivery?.bump_files) : []),
    ...(owned.upsell ? idsOf(delivery?.upsell_files) : []),
  ]
}

export const publishedOffer = (payload: Payload) => payload.findGlobal({ slug: 'offer', depth: 0, draft: false, overrideAccess: true })

/** The ids of the buyer files an e-mail owns now (none without a paid, unrevoked order). */
export async function ownedFileIds(payload: Payload, email: string): Promise<number[]> {
  const owned = await ownedProducts(payload, email)
  if (!owned.blueprint) return []
  return fileIdsFor((await publishedOffer(payload)).delivery, owned)
}
