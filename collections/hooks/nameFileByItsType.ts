import type { CollectionBeforeOperationHook } from 'payload'
import { fileTypeFromBuffer } from 'file-type'

/** Names that mean the same type: a JPEG may keep `.jpeg` or `.jpg`. */
const SAME_TYPE: Record<string, string[]> = { jpg: ['jpg', 'jpeg'], tif: ['tif', 'tiff'] }

/**
 * The stored name ends with the extension of what the file is, read from its bytes, not what
 * its name said: a PNG uploaded as `poly.html` is stored as `poly.png`, so no server, browser
 * or storage that goes by the name serves it as a page (docs/decisions/073). A file whose type
 * cannot be read keeps its name; the collection's type check refuses it.
 */
export const nameFileByItsType: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file?.data?.length) return args
  const detected = await fileTypeFromBuffer(req.file.data)
  if (!detected) return args
  const name = req.file.name ?? ''
  const dot = name.lastIndexOf('.')
  const stem = (dot > 0 ? name.slice(0, dot) : name) || 'file'
  const current = dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
  if ((SAME_TYPE[detected.ext] ?? [detected.ext]).includes(current)) return args
  req.file.name = `${stem}.${detected.ext}`
  return args
}
