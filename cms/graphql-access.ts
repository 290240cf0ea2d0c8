import type { Config, GraphQLInfo } from 'payload'

type Queries = NonNullable<NonNullable<Config['graphQL']>['queries']>

type GraphQLModule = Parameters<Queries>[0]
type OutputType = Parameters<GraphQLModule['getNamedType']>[0]

/**
 * Payload's `Access` query types every permission as `{ permission: Boolean! }`, but its
 * resolver (3.90) returns the permissions the admin uses, shortened: `true` for "all of it",
 * and nothing where the answer is no. Asked for `{ Access { plans { read { permission } } } }`
 * GraphQL then met `true` or a gap where it wanted an object, and answered a server error
 * inside a 200. The same resolver, its answer read back into the declared shape: `true`
 * grants everything under it, a gap grants nothing, a `where` is kept.
 */
export const accessQueryWithFalse: Queries = (graphQL, { Query }: GraphQLInfo) => {
  const access = Query.fields.Access

  /** The value for `type`, built only for the fields a query asks for (GraphQL calls them). */
  const reshape = (type: OutputType, value: unknown): unknown => {
    const named = graphQL.getNamedType(type)
    if (named instanceof graphQL.GraphQLScalarType) {
      if (named.name === 'Boolean') return value === true
      // `where` (JSON): the access filter, when there is one.
      return typeof value === 'object' && value !== null ? value : null
    }
    if (!(named instanceof graphQL.GraphQLObjectType)) return null
    const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined
    return Object.fromEntries(
      Object.entries(named.getFields()).map(([name, field]) => [name, () => reshape(field.type, source ? source[name] : value === true)]),
    )
  }

  return {
    Access: {
      ...access,
      resolve: async (...args: unknown[]) =>
        reshape(access.type, (await (access.resolve as (...a: unknown[]) => Promise<unknown>)(...args)) ?? {}),
    },
  }
}
