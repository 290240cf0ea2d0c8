import type { NextFunction, Request, Response } from 'express'
import { newRequestId, SANE_REQUEST_ID, withRequestContext } from '../../runtime/request-context'

export const REQUEST_ID_HEADER = 'X-Request-Id'

/**
 * Gives each request an id, echoed as X-Request-Id and carried by every log line of it. An
 * incoming id is kept only from a proxy Express trusts (TRUST_PROXY) and only if it is sane;
 * a client cannot choose the id its lines are filed under.
 */
export function requestId(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.get(REQUEST_ID_HEADER)
  const id = incoming && SANE_REQUEST_ID.test(incoming) && fromTrustedProxy(req) ? incoming : newRequestId()
  res.setHeader(REQUEST_ID_HEADER, id)
  withRequestContext({ requestId: id }, next)
}

function fromTrustedProxy(req: Request): boolean {
  const trust = req.app.get('trust proxy fn') as ((address: string, hop: number) => boolean) | undefined
  return typeof trust === 'function' && trust(req.socket.remoteAddress ?? '', 0)
}
