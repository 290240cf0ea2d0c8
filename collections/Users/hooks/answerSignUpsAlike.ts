import { randomUUID } from 'node:crypto'
import type { CollectionAfterOperationHook, CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import { signUpNoticeHtml, signUpNoticeSubject } from '../email/signUpNoticeEmail'
import { admitMail } from '../../../runtime/mail-budget'
import { countAttempt } from './limitSignInAttempts'

/**
 * Sign-up answers the same whether the e-mail address has an account or not
 * (docs/decisions/047): a sign-up for a registered address goes through
 * Payload's whole create under a placeholder address, which is removed again in the same
 * transaction, and the answer carries the address asked for. Status, shape (a fresh id,
 * a trial, the defaults) and the work done, hashing included, are those of a new account.
 * The owner gets an e-mail instead.
 */
const PLACEHOLDER_DOMAIN = 'sign-up.invalid'
const contextKey = (placeholder: string) => `signUpFor:${placeholder}`

/** A sign-up from outside: REST or GraphQL, by a visitor or a signed-in user who is not an admin. */
const isSignUp = (req: PayloadRequest) => req.payloadAPI !== 'local' && (req.user as { role?: string } | null)?.role !== 'admin'

export const divertTakenSignUp: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' || !isSignUp(req)) return args
  const asked = (args.data as { email?: unknown } | undefined)?.email
  if (typeof asked !== 'string') return args
  const email = asked.toLowerCase().trim()
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  if (docs.length === 0) return args
  const placeholder = `taken-${randomUUID()}@${PLACEHOLDER_DOMAIN}`
  req.context[contextKey(placeholder)] = email
  // Not awaited: the answer must not wait on mail more than a new account's does.
  void tellOwner(req, email).catch((error: unknown) => req.payload.logger.warn({ err: error }, 'sign-up notice not sent'))
  return { ...args, data: { ...args.data, email: placeholder } }
}

export const undoDivertedSignUp: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'create') return result
  const doc = result as { id?: number | string; email?: string } | undefined
  const email = doc?.email ? req.context[contextKey(doc.email)] : undefined
  if (typeof email !== 'string' || doc?.id === undefined) return result
  await req.payload.delete({ collection: 'users', id: doc.id, overrideAccess: true, req })
  return { ...doc, email } as typeof result
}

async function tellOwner(req: PayloadRequest, email: string): Promise<void> {
  // A few a time: repeated sign-ups must not turn into a flood of mail to the owner.
  if (!(await countAttempt('signUpNoticePerAccount', email)).within) return
  // The recipient's mail budget and the hourly ceiling, not the caller's: spending the caller's
  // only for registered addresses would let its budget tell which ones are (docs/decisions/072).
  if (await admitMail({ recipient: email })) return
  await req.payload.sendEmail({ to: email, subject: signUpNoticeSubject, html: signUpNoticeHtml() })
}
