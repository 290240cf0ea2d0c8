import type { PayloadRequest } from 'payload'
import { isUniqueViolation } from '../unique-violation'
import { addressForms } from './recipient-barred'
import { OPEN_ENROLMENT } from './stop-enrolments'

/**
 * Unsubscribes an address from every sequence at once: its suppression row (kept once, however
 * often it is asked), the e-mail it was asked from marked, and its open enrolments stopped.
 */
export async function suppressAddress(req: PayloadRequest, { email, sendId }: { email: string; sendId: string }): Promise<void> {
  const { payload } = req
  const send = await payload.findByID({
    collection: 'sequence-sends',
    id: sendId,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  })
  // The enrolments first: a job running meanwhile finds them stopped for this reason.
  await payload.update({
    collection: 'sequence-enrolments',
    where: { and: [{ email: { in: addressForms(email) } }, OPEN_ENROLMENT] },
    data: { status: 'stopped', stop_reason: 'unsubscribed' },
    depth: 0,
    overrideAccess: true,
    req,
  })
  try {
    await payload.create({
      collection: 'email-suppressions',
      data: { email, reason: 'unsubscribed', ...(send ? { send: send.id } : {}) },
      depth: 0,
      overrideAccess: true,
      req,
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
  }
  if (send && !send.unsubscribed_at)
    await payload.update({
      collection: 'sequence-sends',
      id: send.id,
      data: { unsubscribed_at: new Date().toISOString() },
      depth: 0,
      overrideAccess: true,
      req,
    })
}
