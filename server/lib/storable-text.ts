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

/** Deeper than any function's input: a body nested further is refused before it is walked. */
export const MAX_BODY_DEPTH = 32

/** Whether arrays and objects nest deeper than `max` (counted without recursion, so any depth is safe to ask about). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  let level: unknown[] = [value]
  for (let depth = 0; level.length > 0; depth++) {
    if (depth > max) return true
    const next: unknown[] = []
    for (const item of level) if (item && typeof item === 'object') for (const child of Object.values(item)) next.push(child)
    level = next
  }
  return false
}
