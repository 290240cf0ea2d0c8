import type { Config, PayloadRequest } from 'payload'
import { askForResetLater } from '../collections/Users/endpoints/forgotPasswordLater'

type Mutations = NonNullable<NonNullable<Config['graphQL']>['mutations']>

/**
 * GraphQL's `forgotPasswordUser`, answered before any lookup, as REST's forgot-password is
 * (collections/Users/endpoints/forgotPasswordLater.ts). Payload's own resolver looks the account
 * up and writes its token before answering, so a known address answered later than an unknown
 * one (issue 30 point 6, docs/decisions/072). Same budgets, same answer (`true`), the token and
 * the mail a moment later.
 */
export const forgotPasswordAnsweredFirst: Mutations = (graphQL) => ({
  forgotPasswordUser: {
    type: new graphQL.GraphQLNonNull(graphQL.GraphQLBoolean),
    args: { email: { type: new graphQL.GraphQLNonNull(graphQL.GraphQLString) } },
    resolve: async (_source: unknown, args: { email: string }, context: { req: PayloadRequest }) => {
      await askForResetLater(context.req, args.email)
      return true
    },
  },
})
