import type { CollectionBeforeOperationHook, Payload, PayloadRequest } from 'payload'
import { spendMailBudget, takeFromMailCeiling } from '../../../runtime/mail-budget'
import { mailLater } from '../../../runtime/mail-later'
import { CLIENT_ADDRESS_HEADER } from './limitSignInAttempts'

/**
 * A reset asked for from outside: the mail budget (runtime/mail-budget.ts) is spent alike for every
 * address, and the account is looked up, its token written and the mail sent a moment after
 * the answer (runtime/mail-later.ts), through the Local API. Over budget nothing is sent; the
 * answer is the same (issue 30, docs/decisions/072).
 */
export async function resetLater(req: PayloadRequest, email: string): Promise<void> {
  const { payload } = req
  const held = await spendMailBudget({ client: req.headers?.get(CLIENT_ADDRESS_HEADER) || undefined, recipient: email })
  if (held) return void payload.logger.info({ held }, 'reset mail not sent: mail budget')
  mailLater(
    () => sendReset(payload, email),
    (error) => payload.logger.warn({ err: error }, 'reset mail not sent'),
  )
}

async function sendReset(payload: Payload, email: string): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
  if (totalDocs === 0 || !(await takeFromMailCeiling())) return
  await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: false })
}

/**
 * GraphQL's forgotPasswordUser still runs Payload's operation (REST has its own endpoint,
 * endpoints/forgotPasswordLater.ts): the mail is left out of it and sent later, as above. The
 * operation still writes a token for a known address before answering; the deferred one
 * replaces it.
 */
export const sendResetLater: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'forgotPassword' || req.payloadAPI === 'local') return args
  const asked = (args.data as { email?: unknown } | undefined)?.email
  if (typeof asked !== 'string' || !asked.trim()) return args
  await resetLater(req, asked.toLowerCase().trim())
  return { ...args, disableEmail: true }
}
