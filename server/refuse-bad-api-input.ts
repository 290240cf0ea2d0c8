import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import { collectionNamed, documentIdProblem } from '../cms/api/query-problems'
import { queryStringProblem } from '../cms/api/query-string-problem'

/**
 * The REST requests Payload fails on before any collection hook runs (cms/query-guard.ts
 * checks the rest): a query string whose `where` or `data` is not JSON, a document id of the
 * wrong type in a path (duplicate and document access skip the hooks), and e-mail
 * verification or versions on a collection that has none, a collection with no REST endpoints. Answered 4xx in Payload's error shape.
 */
export function refuseBadApiInput(payload: Payload): RequestHandler {
  const refuse = (res: Parameters<RequestHandler>[1], status: number, message: string) =>
    void res.status(status).json({ errors: [{ message }] })

  return (req, res, next) => {
    const match = /^\/api\/([^/]+)(\/.*)?$/.exec(req.path)
    if (!match || match[1] === 'graphql' || match[1] === 'graphql-playground') return next()

    const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : ''
    const unreadable = queryStringProblem(search)
    if (unreadable) return refuse(res, 400, unreadable)

    // A NUL byte names nothing (PostgreSQL refuses it in any text it is asked to compare): a key of
    // a custom endpoint (payload-preferences/:key) reaches the database unchecked otherwise.
    if (/%00/.test(req.path) || req.path.includes('\0')) return refuse(res, 404, 'Not Found')

    // A name every object has (`toString`, `__proto__`) is no collection or global, but Payload's
    // router looks it up on a plain object and fails with a 500.
    const global = match[1] === 'globals' ? /^\/([^/]+)/.exec(match[2] ?? '')?.[1] : undefined
    if ([match[1], global].some((name) => name !== undefined && name in Object.prototype)) return refuse(res, 404, 'Not Found')

    const collection = collectionNamed(payload, match[1])
    if (!collection) return next()
    // Payload answers a collection without REST endpoints (its migrations) with a 501.
    if (collection.config.endpoints === false) return refuse(res, 404, 'Not Found')
    const rest = (match[2] ?? '/').replace(/\/+$/, '') || '/'
    const auth = collection.config.auth
    if (auth && !auth.verify && /^\/verify(\/|$)/.test(rest)) return refuse(res, 404, 'Not Found')
    // Nor versions on a collection that keeps none (Payload looks for a table that is not there).
    if (!collection.config.versions && /^\/versions(\/|$)/.test(rest)) return refuse(res, 404, 'Not Found')

    const id = documentIdIn(collection.config.endpoints, req.method, rest)
    if (id !== undefined && documentIdProblem(payload, collection.config.slug, id)) return refuse(res, 400, 'The id is not valid.')
    next()
  }
}

type Endpoint = { path: string; method: string }

/** The `:id` of the first endpoint that answers this method and path, as Payload picks it; undefined when none. */
function documentIdIn(endpoints: Endpoint[], method: string, path: string): string | undefined {
  const segments = path.split('/').slice(1)
  for (const endpoint of endpoints) {
    if (endpoint.method.toUpperCase() !== method) continue
    const pattern = endpoint.path.split('/').slice(1)
    let id: string | undefined
    const fits =
      pattern.every((part, i) => {
        if (part === ':id?' && segments[i] === undefined) return true
        if (segments[i] === undefined) return false
        if (part === ':id' || part === ':id?') {
          id = safeDecode(segments[i])
          return true
        }
        return part.startsWith(':') || part === segments[i]
      }) && segments.length <= pattern.length
    if (fits) return id
  }
  return undefined
}

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
