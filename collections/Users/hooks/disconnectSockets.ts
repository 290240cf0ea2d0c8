import type { CollectionAfterDeleteHook, CollectionAfterLogoutHook } from 'payload'
import { serverServices } from '../../server-services'

/**
 * Signing out closes that sign-in's open sockets (all of the user's with `?allSessions=true`):
 * a socket must not keep sending for a session that ended. The sockets also re-check their
 * session on their events (server/realtime/session-check.ts); this makes it immediate. The
 * server hands in how (server/realtime/revocations.ts); without one there is no socket to close.
 */
export const disconnectSessionSockets: CollectionAfterLogoutHook = ({ req }) => {
  const { disconnectSession, disconnectUser } = serverServices()
  const sid = (req.user as { _sid?: unknown } | null)?._sid
  if (req.searchParams?.get('allSessions') === 'true' && req.user) disconnectUser?.(req.user.id)
  else if (typeof sid === 'string' && sid) disconnectSession?.(sid)
}

/** A deleted user's open sockets close at once. */
export const disconnectDeletedUserSockets: CollectionAfterDeleteHook = ({ id }) => {
  serverServices().disconnectUser?.(id)
}
