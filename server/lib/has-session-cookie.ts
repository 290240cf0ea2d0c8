import type { IncomingMessage } from 'node:http'

/** Whether the request carries Payload's session cookie (not whether it is valid: that takes a read). */
export const hasSessionCookie = (req: Pick<IncomingMessage, 'headers'>) => /(?:^|;\s*)payload-token=/.test(req.headers.cookie ?? '')
