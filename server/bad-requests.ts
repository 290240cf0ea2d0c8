import type { RequestHandler } from 'express'

/**
 * Requests Next would answer with a 500, answered 4xx before it sees them (the REST and
 * GraphQL routes check their bodies themselves: cms/api/request-guard.ts):
 * - a path that cannot be decoded (a broken %-escape);
 * - a multipart POST to a page that is not a server action call: Next parses it as a form
 *   action, and fails on a malformed body (the admin calls its actions with `next-action`);
 * - `/api` itself, where no route is.
 */
export const refuseBadRequests: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path)
  } catch {
    return void res.status(400).type('text/plain').send('Bad request')
  }
  if (
    req.method === 'POST' &&
    /^multipart\//i.test(req.get('content-type') ?? '') &&
    !req.get('next-action') &&
    !/^\/(api|fn)\/./.test(req.path)
  )
    return void res.status(415).type('text/plain').send('Unsupported content type')
  if (/^\/api\/?$/.test(req.path)) return void res.status(404).json({ errors: [{ message: 'Not found' }] })
  next()
}
