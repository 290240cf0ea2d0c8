import type { ChatBrand } from '../../contracts/workspace'

/** What an invited client's browser keeps after joining: their session for that one conversation. */
export type ClientChatSession = { token: string; clientEmail: string; subject: string; brand: ChatBrand }

const key = (conversationId: string) => `client-chat:${conversationId}`

export function saveClientSession(conversationId: string, session: ClientChatSession) {
  localStorage.setItem(key(conversationId), JSON.stringify(session))
}

/** Seconds since the epoch when a JWT stops working (0 when it cannot be read). */
function expiryOf(token: string): number {
  try {
    const claims = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number }
    return claims.exp ?? 0
  } catch {
    return 0
  }
}

/** The session this browser keeps for a chat; an expired one counts as none, so the page offers a new link. */
export function loadClientSession(conversationId: string): ClientChatSession | null {
  try {
    const raw = localStorage.getItem(key(conversationId))
    const session = raw ? (JSON.parse(raw) as ClientChatSession) : null
    return session && expiryOf(session.token) * 1000 > Date.now() ? session : null
  } catch {
    return null
  }
}
