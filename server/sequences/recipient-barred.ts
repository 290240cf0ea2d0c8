import type { PayloadRequest } from 'payload'
import { STAFF_ROLES } from '../../collections/access/roles'

/** Ways of writing one address that the funnel's forms may have stored it in. */
export const addressForms = (email: string): string[] => [...new Set([email, email.trim(), email.trim().toLowerCase()])]

/**
 * Why an address never gets a sequence e-mail, or null: it unsubscribed (or staff suppressed
 * it), it belongs to a buyer whose order was refunded, or to staff. Checked right before each send.
 */
export async function recipientBarred(req: PayloadRequest, email: string): Promise<'suppressed' | 'refunded' | 'staff' | null> {
  const { payload } = req
  const forms = addressForms(email)
  const count = async (collection: 'email-suppressions' | 'orders' | 'users', where: object) =>
    (await payload.count({ collection, where: where as never, overrideAccess: true, req })).totalDocs
  if (await count('email-suppressions', { email: { in: forms } })) return 'suppressed'
  if (await count('orders', { and: [{ email: { in: forms } }, { access_revoked_reason: { equals: 'refunded' } }] })) return 'refunded'
  if (await count('users', { and: [{ email: { in: forms } }, { role: { in: [...STAFF_ROLES] } }] })) return 'staff'
  return null
}
