import type { TextFieldSingleValidation } from 'payload'

export const PRODUCT_ADDRESS_HINT = 'Enter an https:// address, or a path on this site starting with /'

/**
 * A product's logo and demo video are shown in <img>, <video> and frames on the workspace and
 * the home page: an https address, or a path on this site (`/api/media/file/…`). `javascript:`,
 * `data:`, plain http and protocol-relative `//host` are refused (docs/decisions/073).
 */
export const validateProductAddress: TextFieldSingleValidation = (value) => {
  if (value === null || value === undefined || value === '') return true
  const text = String(value).trim()
  if (/^\/(?![/\\])/.test(text)) return true
  try {
    const url = new URL(text)
    if (url.protocol === 'https:' && url.hostname) return true
  } catch {
    /* not an address */
  }
  return PRODUCT_ADDRESS_HINT
}
