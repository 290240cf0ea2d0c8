import { APIError, type CollectionBeforeOperationHook, type Payload } from 'payload'
import { documentIdProblem, pagingProblem, whereProblem } from './api/query-problems'
import { unreadableQueryPath } from './api/unreadable-query-path'

/**
 * Refuses, with a 400 in Payload's error shape, a query the database would fail on: ids,
 * `where` values, limit, page, depth and sort that do not fit (cms/api/query-problems.ts);
 * and, for a caller acting under the access rules, a `where` or `sort` path through a
 * relationship into what they cannot read (cms/api/unreadable-query-path.ts).
 * As a collection hook it holds for REST, GraphQL and the Local API alike.
 */
export const refuseBadQueries: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  const { id, where, limit, page, depth, sort, overrideAccess } = args as Record<string, unknown>
  const problem =
    (id !== undefined ? documentIdProblem(req.payload, collection.slug, id) : null) ??
    whereProblem(req.payload, collection, where) ??
    pagingProblem({ limit, page, depth, sort }) ??
    (overrideAccess === true
      ? null
      : await unreadableQueryPath({
          req,
          collection,
          where,
          sort,
          versions: (operation as string) === 'findVersions' || (operation as string) === 'countVersions',
        }))
  if (problem) throw new APIError(problem, 400, null, true)
  return args
}

/**
 * Every collection gets the hook, Payload's own (preferences, locked documents) included: they
 * are added after the config's plugins run, so this happens once Payload is built.
 */
export function guardEveryCollection(payload: Payload): void {
  for (const { config } of Object.values(payload.collections)) {
    const hooks = (config.hooks.beforeOperation ??= [])
    if (!hooks.includes(refuseBadQueries)) hooks.unshift(refuseBadQueries)
  }
}
