import type { Config, GraphQLInfo } from 'payload'

type Queries = NonNullable<NonNullable<Config['graphQL']>['queries']>

/**
 * Payload's `Access { canAccessAdmin }` is a non-null Boolean, but its permissions leave the
 * value out when it is false: for a visitor the query failed as a server error. The same
 * resolver, with `false` put back.
 */
export const accessQueryWithFalse: Queries = (_graphQL, { Query }: GraphQLInfo) => {
  const access = Query.fields.Access
  return {
    Access: {
      ...access,
      resolve: async (...args: unknown[]) => {
        const result = (await (access.resolve as (...a: unknown[]) => Promise<Record<string, unknown>>)(...args)) ?? {}
        return { ...result, canAccessAdmin: result.canAccessAdmin ?? false }
      },
    },
  }
}
