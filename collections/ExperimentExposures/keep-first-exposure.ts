import type { CollectionBeforeChangeHook } from 'payload'

type Exposure = { variation_key?: unknown; first_at?: unknown; first_event?: unknown; session_id?: unknown; device?: unknown }

const idOf = (value: unknown) => (value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value)

/** Whether exposure `a` came before `b`: by time, then by event id (as the results order them). */
function before(a: Exposure, b: Exposure): boolean {
  const at = Date.parse(String(a.first_at)) - Date.parse(String(b.first_at))
  if (at !== 0) return at < 0
  const [x, y] = [idOf(a.first_event), idOf(b.first_event)]
  if (x == null || y == null) return false
  return typeof x === 'number' && typeof y === 'number' ? x < y : String(x) < String(y)
}

/**
 * An update of a first exposure carries one more exposure of the visitor; the row keeps the
 * earlier of the two, and whether the visitor saw one variation only. It runs on the row as read
 * under its lock (collections/hooks/lockEveryUpdate.ts, docs/decisions/067), so two nodes
 * storing exposures of one visitor at once both count, in either order (docs/decisions/076).
 */
export const keepFirstExposure: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc) return data
  const stored = originalDoc as Exposure & { one_variation?: boolean }
  const seen = data as Exposure
  const oneVariation = stored.one_variation !== false && (seen.variation_key ?? stored.variation_key) === stored.variation_key
  const first = seen.first_at !== undefined && before(seen, stored) ? seen : stored
  return {
    ...data,
    variation_key: first.variation_key,
    first_at: first.first_at,
    first_event: idOf(first.first_event),
    session_id: first.session_id ?? null,
    device: first.device ?? null,
    one_variation: oneVariation,
  }
}
