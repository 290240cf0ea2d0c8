import type { TextField } from 'payload'

/** A document's unique address-like name, `pattern` checked on every write with `message` when it fails. */
export function slugField(pattern: RegExp, message: string, description?: string): TextField {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    ...(description ? { admin: { description } } : {}),
    validate: (value: unknown) => (typeof value === 'string' && pattern.test(value)) || message,
  }
}
