import { richText as payloadRichTextValidate, text as payloadTextValidate } from 'payload/shared'
import type { RichTextFieldValidation, TextFieldSingleValidation } from 'payload'

/** What a link field takes, said once: the admin's message and every test's expectation. */
export const LINK_URL_HINT = 'Enter an https:// or http:// address, a mailto: or tel: link, or a path on this site starting with /'
/** The message of a rich text whose link goes elsewhere (javascript:, data:…). */
export const RICH_TEXT_LINK_HINT = `A link in this text is not allowed. ${LINK_URL_HINT}`

const SCHEMES = new Set(['https:', 'http:', 'mailto:', 'tel:'])
/** A stand-in origin: a path resolved against it that stays on it is a path of this site. */
const SAME_SITE = 'https://same-site.invalid'
/** `{pricing_url}` and the like: a sequence e-mail's link that the server fills with a URL of its own. */
const URL_PLACEHOLDER = /^\{[a-z][a-z0-9_]*_url\}/

/**
 * A link a page, an e-mail or an export may carry as it is: https, http, mailto, tel, or a path
 * on this site (`/…`, never `//host`). Parsed as a browser parses it (tabs and newlines dropped,
 * `\` read as `/`), so `java\tscript:` and `/\evil.example` are seen for what they are
 * (docs/decisions/111).
 */
export function isSafeLinkUrl(value: string, { placeholders = false } = {}): boolean {
  const text = value.trim()
  if (placeholders && URL_PLACEHOLDER.test(text)) return true
  if (text.startsWith('/')) {
    try {
      return new URL(text, SAME_SITE).origin === SAME_SITE
    } catch {
      return false
    }
  }
  try {
    const url = new URL(text)
    return SCHEMES.has(url.protocol) && (!url.protocol.startsWith('http') || Boolean(url.hostname))
  } catch {
    return false
  }
}

/** The `validate` of every text field that holds a link: Payload's own checks (required, length), then the address. */
export const validateLinkUrl: TextFieldSingleValidation = (value, options) => {
  const base = payloadTextValidate(value, options)
  if (base !== true) return base
  return value == null || value === '' || isSafeLinkUrl(String(value)) || LINK_URL_HINT
}

type LexicalNode = { type?: string; children?: LexicalNode[]; fields?: { linkType?: string; url?: unknown } }

/** The first link of a Lexical document whose URL is not a safe link, if any. */
export function unsafeRichTextLink(value: unknown, options: { placeholders?: boolean } = {}): string | undefined {
  const stack: LexicalNode[] = [(value as { root?: LexicalNode } | null | undefined)?.root ?? {}]
  while (stack.length > 0) {
    const node = stack.pop()!
    const isLink = node.type === 'link' || node.type === 'autolink'
    if (isLink && node.fields?.linkType !== 'internal') {
      const url = typeof node.fields?.url === 'string' ? node.fields.url : ''
      if (!isSafeLinkUrl(url, options)) return url
    }
    if (Array.isArray(node.children)) stack.push(...node.children)
  }
  return undefined
}

/**
 * The `validate` of every rich-text field: each link's URL as a link field takes it (sequence
 * e-mails also take the server's `{…_url}` placeholders), then the editor's own checks.
 */
export const validateRichTextLinks =
  ({ placeholders = false } = {}): RichTextFieldValidation =>
  async (value, options) =>
    unsafeRichTextLink(value, { placeholders }) === undefined ? payloadRichTextValidate(value, options) : RICH_TEXT_LINK_HINT
