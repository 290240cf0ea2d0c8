/** A write refused because a unique key was taken (SQLite, PostgreSQL, MongoDB, or Payload's own check). */
export function isUniqueViolation(error: unknown): boolean {
  const text = `${(error as Error)?.message ?? ''} ${(error as { cause?: Error })?.cause?.message ?? ''}`
  return /unique|duplicate/i.test(text) || (error as { name?: string })?.name === 'ValidationError'
}
