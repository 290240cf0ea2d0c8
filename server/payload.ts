import { getPayload, type Payload } from 'payload'
import config from '../cms/payload.config'

/**
 * The Express side's Payload instance. It has its own cache key: the admin bundled inside
 * Next keeps another instance, and sharing the global cache between them breaks both.
 */
export function getExpressPayload(): Promise<Payload> {
  return getPayload({ config, key: 'express' })
}
