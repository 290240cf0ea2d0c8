/**
 * Relationship values of a page global (cms/payload-types.ts) are documents at depth ≥ 1;
 * ids (unpublished or deleted documents) are skipped.
 */
export function docs<T extends object>(values: (T | number | string)[] | null | undefined): T[] {
  return (values ?? []).filter((v): v is T => typeof v === 'object' && v !== null)
}
