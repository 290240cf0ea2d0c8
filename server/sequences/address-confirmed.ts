import type { PayloadRequest } from 'payload'
import { addressForms } from './recipient-barred'

/** Whether the address showed it is its owner's: the consent record on its leads (./confirm-address.ts). */
export async function addressConfirmed(req: PayloadRequest, email: string): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection: 'leads',
    where: { and: [{ email: { in: addressForms(email) } }, { email_confirmed_at: { exists: true } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}
