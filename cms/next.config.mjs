import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'
import { MONACO_VERSION, MONACO_VS_PATH } from './monaco.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Payload's Monaco loader reads the editor from the product, not from a CDN (cms/monaco.mjs). */
const monacoFromProduct = {
  loader: path.join(root, 'cms/monaco-from-product-loader.cjs'),
  options: { vsPath: MONACO_VS_PATH, version: MONACO_VERSION },
}

/** The Payload admin, served by the Express process through Next's request handler. */
const nextConfig = {
  // collections/ and contracts/ live beside cms/, so the build reaches up to the repo root.
  outputFileTracingRoot: root,
  turbopack: {
    root,
    rules: {
      '*.js': {
        condition: { all: [{ path: /@payloadcms[\\/]ui[\\/]dist[\\/]/ }, { content: /cdn\.jsdelivr\.net\/npm\/monaco-editor@/ }] },
        loaders: [monacoFromProduct],
      },
    },
  },
  // One copy of Payload for every route: bundled, each route chunk of the admin and the REST API
  // got its own, so an error class thrown by a collection hook was not the one the REST error
  // formatter checks with instanceof, and whichever route started Payload first decided
  // whether validation messages reached the caller (docs/decisions/041).
  serverExternalPackages: ['payload'],
  // The admin's routes load on their first request, not at start: a node that nobody administers
  // does not hold them (docs/decisions/070).
  experimental: { preloadEntriesOnStart: false },
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
