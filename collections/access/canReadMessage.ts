import type { Access } from 'payload'
import { clientReadableMessages } from './clientReadableMessages'
import { isConversationMember } from './conversationMember'
import { hasRole } from './roles'

const asMember = isConversationMember('conversation')

/**
 * Who reads a message, on REST, GraphQL, the functions and the socket's replay alike: the
 * conversation's agency and vendor every message, admins every thread (support); an invited
 * client only what was sent after they joined (docs/decisions/111).
 */
export const canReadMessage: Access = async (args) => {
  const { user } = args.req
  if (user && hasRole(user, 'client')) return clientReadableMessages(args.req, user.id)
  return asMember(args)
}
