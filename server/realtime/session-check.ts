import type { Payload } from 'payload'
import { userFromRequest, type AuthHeaders } from '../auth/user-from-request'
import type { RealtimeSocket } from '../lib/realtime-rooms'

/**
 * How long a socket's session, once checked, is believed before an event checks it again:
 * one read of the user per socket per interval, and a signed-out or deleted user's socket is
 * refused within that time on any node even when the push below does not reach it.
 */
export const SESSION_RECHECK_MS = 2_000

/** The session id Payload found in the socket's token (useSessions, on by default). */
export const sessionIdOf = (user: unknown): string | undefined => {
  const sid = (user as { _sid?: unknown } | null)?._sid
  return typeof sid === 'string' && sid ? sid : undefined
}

/**
 * The credential the socket connected with: the handshake's token, else its session cookie with
 * the handshake's Origin and Sec-Fetch-Site, which Payload needs to believe the cookie.
 */
export function handshakeCredentials(socket: Pick<RealtimeSocket, 'handshake'>): AuthHeaders {
  const token = socket.handshake.auth?.token
  if (typeof token === 'string' && token) return { authorization: `JWT ${token}` }
  const { cookie, origin, 'sec-fetch-site': site } = socket.handshake.headers
  return { cookie, origin, 'sec-fetch-site': site }
}

type Checked = { at: number; pending?: Promise<boolean> }

/**
 * Whether the socket's user is still signed in with the session it connected with: the token
 * checked again by Payload (a revoked session or a deleted user fails), at most once per
 * SESSION_RECHECK_MS. The caller refuses the event of a socket that fails, then disconnects it.
 */
export function sessionCheck(payload: Payload) {
  const checked = new WeakMap<RealtimeSocket, Checked>()

  async function check(socket: RealtimeSocket): Promise<boolean> {
    const user = await userFromRequest(payload, handshakeCredentials(socket)).catch(() => null)
    if (!user || String(user.id) !== socket.data.userId || sessionIdOf(user) !== sessionIdOf(socket.data.user)) return false
    // The newest copy of the user (a role an admin changed, say) acts from now on.
    socket.data.user = user
    socket.data.role = user.role
    return true
  }

  return {
    /** Marks a socket as checked now (at connection, where the handshake was just verified). */
    checkedNow(socket: RealtimeSocket) {
      checked.set(socket, { at: Date.now() })
    },
    async stillSignedIn(socket: RealtimeSocket): Promise<boolean> {
      if (!socket.connected) return false
      const entry = checked.get(socket) ?? { at: 0 }
      if (Date.now() - entry.at < SESSION_RECHECK_MS) return true
      // Events that arrive together share one check.
      entry.pending ??= check(socket).finally(() => {
        entry.pending = undefined
      })
      checked.set(socket, entry)
      const ok = await entry.pending
      if (ok) entry.at = Date.now()
      return ok
    },
  }
}
