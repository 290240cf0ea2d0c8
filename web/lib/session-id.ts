const KEY = 'session_id'

/** The funnel session id: one per browser tab session, kept in session storage. */
export function funnelSessionId(): string {
  try {
    let id = sessionStorage.getItem(KEY)
    if (!id) {
      id = newId()
      sessionStorage.setItem(KEY, id)
    }
    return id
  } catch {
    return newId()
  }
}

export function newId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}
