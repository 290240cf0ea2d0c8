import type { ChatBrand } from '../../contracts/workspace'

/** What an invited client's browser keeps after joining: their session for that one conversation. */
export type ClientChatSession = { token: string; clientEmail: string; subject: string; brand: ChatBrand }

const key = (conversationId: string) => `client-chat:${conversationId}`

export function saveClientSession(conversationId: string, session: ClientChatSession) {
  localStorage.setItem(key(conversationId), JSON.stringify(session))
}

export function loadClientSession(conversationId: string): ClientChatSession | null {
  try {
    const raw = localStorage.getItem(key(conversationId))
    return raw ? (JSON.parse(raw) as ClientChatSession) : null
  } catch {
    return null
  }
}
