import type { Access, Where } from 'payload'
import { mayReadPrivateThreads } from './mayReadPrivateThreads'
import { hasRole } from './roles'

/**
 * The conversations a user takes part in, as a `where` filter: the agency that owns the
 * thread, the vendor whose product it is about, the client invited into it. `path` is the
 * relationship that leads to the conversation ('' on conversations themselves), so the
 * same rule filters participants, messages and invitations on REST, GraphQL, the
 * functions and socket.io alike.
 */
export function conversationMemberWhere(userId: string | number, path = ''): Where {
  const at = (field: string) => (path ? `${path}.${field}` : field)
  return {
    or: [{ [at('agency_user')]: { equals: userId } }, { [at('vendor')]: { equals: userId } }, { [at('client_user')]: { equals: userId } }],
  }
}

/**
 * Admins read every thread (support); a member reads the threads they take part in; marketers
 * and analysts none (mayReadPrivateThreads).
 */
export const isConversationMember =
  (path = ''): Access =>
  ({ req: { user } }) => {
    if (!user || !mayReadPrivateThreads(user)) return false
    if (hasRole(user, 'admin')) return true
    return conversationMemberWhere(user.id, path)
  }
