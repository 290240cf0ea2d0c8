import type { SanitizedConfig } from 'payload'
import { SERVER_PAYLOAD_CONFIG } from './server-config-key'

type WithServerConfig = Record<symbol, Promise<SanitizedConfig> | undefined>

/**
 * The admin and /api run on the config the server already started Payload with, so Next's
 * routes get that one Payload instance from getPayload's cache instead of starting a second
 * one from a bundled copy of the config (docs/decisions/070). Only without the server
 * (`next build`, `next start`) is the bundled copy imported, from a chunk of its own that a
 * running server never loads.
 */
const config: Promise<SanitizedConfig> =
  (globalThis as WithServerConfig)[SERVER_PAYLOAD_CONFIG] ?? import('@payload-config').then((module) => module.default)

export default config
