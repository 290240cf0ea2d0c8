import { addDataAndFileToRequest, APIError, headersWithCors, type Endpoint, type PayloadRequest } from 'payload'
import { limitSignInAttempts } from '../hooks/limitSignInAttempts'
import { resetLater } from '../hooks/sendResetLater'

/**
 * POST /api/users/forgot-password in place of Payload's own (issue 30, docs/decisions/072).
 * Payload's looks the account up, writes a token and mails it before answering, so a known
 * address answered later than an unknown one. This one spends the same budgets, answers what
 * Payload answers ({ message }), and leaves the lookup, the token and the mail to a moment
 * later (hooks/sendResetLater.ts).
 */
/**
 * A reset asked for by REST or GraphQL (cms/graphql-forgot-password.ts): the attempt budgets
 * spent, the lookup, token and mail left to a moment later. Throws Payload's 400 without an
 * e-mail, and the budgets' 429.
 */
export async function askForResetLater(req: PayloadRequest, asked: unknown): Promise<void> {
  const email = typeof asked === 'string' ? asked.toLowerCase().trim() : ''
  if (!email) throw new APIError('Missing email.', 400)
  // The per-address and per-account attempt budgets, as on Payload's own route.
  await limitSignInAttempts({
    args: { data: { email } } as never,
    operation: 'forgotPassword',
    req,
    collection: req.payload.collections.users.config,
    context: req.context,
  })
  await resetLater(req, email)
}

export const forgotPasswordLater: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    await askForResetLater(req, (req.data as { email?: unknown } | undefined)?.email)
    return Response.json({ message: req.t('general:success') }, { headers: headersWithCors({ headers: new Headers(), req }), status: 200 })
  },
}
