import { removeExpiredSessions } from 'payload/shared'

export type Session = { id: string; createdAt: Date | string; expiresAt: Date | string }

const at = (value: Date | string) => new Date(value).getTime()

/**
 * An account's sessions after a write that changed `read` into `written`, applied to what is
 * stored now (`current`): the sessions it added or extended are there, those it removed are gone,
 * and those another writer added or removed meanwhile stay as that writer left them. Expired ones
 * go, as Payload drops them on each write.
 */
export function mergeSessions(read: Session[], written: Session[], current: Session[]): Session[] {
  const before = new Map(read.map((session) => [session.id, session]))
  const after = new Map(written.map((session) => [session.id, session]))
  const kept = current
    .filter((session) => !before.has(session.id) || after.has(session.id))
    .map((session) => {
      const mine = after.get(session.id)
      const wasRead = before.get(session.id)
      // Extended by this write (a token refresh): its new expiry.
      return mine && wasRead && at(mine.expiresAt) !== at(wasRead.expiresAt) ? mine : session
    })
  // New with this write (a sign-in); one it read and another writer removed stays removed.
  const added = written.filter((session) => !before.has(session.id) && !current.some(({ id }) => id === session.id))
  return removeExpiredSessions([...kept, ...added])
}
