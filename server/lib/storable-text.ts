/**
 * Text every database can store: PostgreSQL refuses NUL characters in text and lone
 * surrogates in JSON, which would make a visitor's odd input a server error (and the
 * funnel tracker would retry that batch for ever). NULs go; lone surrogates become U+FFFD.
 */
export function storableText(value: unknown): unknown {
  // eslint-disable-next-line no-control-regex -- NUL is exactly what must go
  if (typeof value === 'string') return value.replace(/\u0000/g, '').replace(LONE_SURROGATE, '\uFFFD')
  if (Array.isArray(value)) return value.map(storableText)
  if (value && typeof value === 'object') {
    const clean: Record<string, unknown> = {}
    // defineProperty: a "__proto__" key stays a plain key, as JSON.parse made it
    for (const [key, item] of Object.entries(value))
      Object.defineProperty(clean, storableText(key) as string, {
        value: storableText(item),
        enumerable: true,
        writable: true,
        configurable: true,
      })
    return clean
  }
  return value
}
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
