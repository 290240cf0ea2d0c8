import { APIError, type CollectionBeforeOperationHook } from 'payload'

export const LOGO_MAX_BYTES = 2 * 1024 * 1024
export const LOGO_TOO_BIG = 'The logo must be 2 MB or smaller'
export const LOGO_WRONG_TYPE = 'The logo must be a PNG, JPEG or WebP image'

/** PNG, JPEG and WebP by their first bytes: what the file is, not what its name or the browser says. */
function isLogoImage(data: Buffer): boolean {
  const png = data.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  const jpeg = data.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))
  const webp = data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP'
  return png || jpeg || webp
}

/**
 * Refuses a logo file with a message a person can act on, before Payload stores or resizes
 * it. SVG is refused: it is a document that can carry script (docs/decisions/054-client-portal.md).
 */
export const checkLogoFile: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) {
    if (operation === 'create') throw new APIError(LOGO_WRONG_TYPE, 400, undefined, true)
    return args
  }
  if (file.size > LOGO_MAX_BYTES || file.data.length > LOGO_MAX_BYTES) throw new APIError(LOGO_TOO_BIG, 413, undefined, true)
  if (!isLogoImage(file.data)) throw new APIError(LOGO_WRONG_TYPE, 400, undefined, true)
  return args
}
