import type { PayloadRequest } from 'payload'
import type { EmailConfirmation } from '../../contracts/sequences'
import { claimRowsIn } from '../idempotency/claims'
import { addressForms } from './recipient-barred'
import { resumeConfirmed } from './resume-confirmed'

const AS_SYSTEM = { overrideAccess: true, depth: 0 } as const
/** Long enough for one lead's write; a holder that died frees the address after it. */
const CLAIM_LEASE_MS = 60_000

/**
 * The address showed it is its owner's (issue 38): a click in a sequence e-mail, a purchase, or a
 * sign-in through an e-mailed link. The first such moment and its kind go on every lead of the
 * address, the consent record; an address known only from a checkout gets a lead that carries
 * it. Then its enrolments that wait for it go on.
 */
export async function confirmAddress(req: PayloadRequest, { email, by }: { email: string; by: EmailConfirmation }): Promise<void> {
  const { payload } = req
  const forms = addressForms(email)
  const confirmed = { email_confirmed_at: new Date().toISOString(), email_confirmed_by: by }
  const { totalDocs } = await payload.count({ collection: 'leads', where: { email: { in: forms } }, overrideAccess: true, req })
  if (totalDocs === 0) {
    // A purchase sends two payment events (its order's and its payment's), often at once: the first
    // to claim the address writes its lead, whose confirmation the other then has nothing to add to.
    // The lease is not settled: if this job's transaction rolls back, a retry after it may write the lead.
    const claims = claimRowsIn(payload, 'function-call-keys')
    const claim = await claims.acquire(`address-confirmation:${email.trim().toLowerCase()}`, CLAIM_LEASE_MS)
    if (!claim.acquired) return void (await resumeConfirmed(req, email))
    try {
      await payload.create({
        collection: 'leads',
        data: { email: email.trim(), lead_type: 'email_confirmation', funnel_step: 'email_confirmed', ...confirmed },
        ...AS_SYSTEM,
        req,
      })
    } catch (error) {
      await claims.release(claim.claim)
      throw error
    }
  } else
    await payload.update({
      collection: 'leads',
      where: { and: [{ email: { in: forms } }, { email_confirmed_at: { exists: false } }] },
      data: confirmed,
      ...AS_SYSTEM,
      req,
    })
  await resumeConfirmed(req, email)
}
