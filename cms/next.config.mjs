import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The Payload admin, served by the Express process through Next's request handler. */
const nextConfig = {
  // collections/ and contracts/ live beside cms/, so the build reaches up to the repo root.
  outputFileTracingRoot: root,
  turbopack: { root },
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
