import type { Request } from 'express'

/** The origin the visitor reached us on, for the return URLs of hosted payment pages. */
export function siteOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host')}`
}
