export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
export type UtmTags = Partial<Record<(typeof UTM_KEYS)[number], string>>

const KEY = 'first_touch_utm'

function utmOfSearch(search: string): UtmTags {
  const params = new URLSearchParams(search)
  const tags: UtmTags = {}
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim()
    if (value) tags[key] = value.slice(0, 200)
  }
  return tags
}

function readStored(raw: string): UtmTags {
  const parsed: unknown = JSON.parse(raw)
  const tags: UtmTags = {}
  if (!parsed || typeof parsed !== 'object') return tags
  for (const key of UTM_KEYS) {
    const value = (parsed as Record<string, unknown>)[key]
    if (typeof value === 'string' && value) tags[key] = value.slice(0, 200)
  }
  return tags
}

/**
 * The session's first-touch utm tags: those of the first page of this tab that had any. Kept in
 * session storage, so a visitor who lands on /?utm_source=x and moves on client-side (or reloads
 * /pricing) is still counted from x on every later event and lead (docs/decisions/060).
 */
export function firstTouchUtm(): UtmTags {
  const current = utmOfSearch(window.location.search)
  try {
    const stored = sessionStorage.getItem(KEY)
    if (stored) {
      const tags = readStored(stored)
      if (Object.keys(tags).length) return tags
    }
    if (Object.keys(current).length) sessionStorage.setItem(KEY, JSON.stringify(current))
  } catch {
    /* storage unavailable (or a value not ours): this page's own tags */
  }
  return current
}
