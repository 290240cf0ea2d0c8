import type { PayloadRequest } from 'payload'
import type { EmailConfirmation } from '../../contracts/sequences'
import { addressForms } from './recipient-barred'
import { resumeConfirmed } from './resume-confirmed'

const AS_SYSTEM = { overrideAccess: true, depth: 0 } as const

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
  if (totalDocs === 0)
    await payload.create({
      collection: 'leads',
      data: { email: email.trim(), lead_type: 'email_confirmation', funnel_step: 'email_confirmed', ...confirmed },
      ...AS_SYSTEM,
      req,
    })
  else
    await payload.update({
      collection: 'leads',
      where: { and: [{ email: { in: forms } }, { email_confirmed_at: { exists: false } }] },
      data: confirmed,
      ...AS_SYSTEM,
      req,
    })
  await resumeConfirmed(req, email)
}
