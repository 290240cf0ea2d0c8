import type { CollectionAfterChangeHook } from 'payload'
import type { CompanyLogo } from '../../../cms/payload-types'

/** The context a logo upload writes the owner's company_logo_url with (the field takes no other writer but admins). */
export const LOGO_CONTEXT = 'company-logo'

/**
 * A new logo becomes its owner's company_logo_url (the workspace header and the client chat
 * read it there), and the owner's earlier logos go: one logo per user.
 */
export const useAsCompanyLogo: CollectionAfterChangeHook<CompanyLogo> = async ({ doc, req }) => {
  const owner = doc.owner != null && typeof doc.owner === 'object' ? doc.owner.id : doc.owner
  if (owner == null || !doc.url) return doc
  await req.payload.update({
    collection: 'users',
    id: owner,
    data: { company_logo_url: doc.url },
    depth: 0,
    overrideAccess: true,
    req,
    context: { via: LOGO_CONTEXT },
  })
  await req.payload.delete({
    collection: 'company-logos',
    where: { and: [{ owner: { equals: owner } }, { id: { not_equals: doc.id } }] },
    overrideAccess: true,
    req,
  })
  return doc
}
