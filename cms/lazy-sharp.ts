import { createRequire } from 'node:module'
import type Sharp from 'sharp'

const require = createRequire(import.meta.url)
let loaded: typeof Sharp | undefined

/**
 * sharp for Payload's uploads, loaded with the first image: libvips is about 25 MB of a node's
 * memory that a node which never receives an image does not need. Its operation cache (50 MB by
 * default) is off: the server processes an image once and then serves the stored files
 * (docs/decisions/070).
 */
export const lazySharp = ((...args: Parameters<typeof Sharp>) => {
  if (!loaded) {
    loaded = require('sharp') as typeof Sharp
    loaded.cache(false)
  }
  return loaded(...args)
}) as typeof Sharp
