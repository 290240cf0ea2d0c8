/**
 * The top-level fields of a saved global that were never filled: absent, or a group whose
 * every value is empty (null, '', an empty list). That is what a field added by a newer
 * release reads as on a global saved before it; a marketer's edit always leaves a value.
 */
export function unfilledFields(saved: Record<string, unknown>, seeded: Record<string, unknown>): string[] {
  return Object.keys(seeded).filter((key) => key !== '_status' && isEmpty(saved[key]) && !isEmpty(seeded[key]))
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object') return Object.values(value).every(isEmpty)
  return false
}
