import type { PayloadRequest } from 'payload'
import { hasRole } from './roles'

/**
 * Conversations, their messages, participants and attachments are private client threads:
 * admins read them (support) and the workspace users who take part in them; marketers and
 * analysts never (issue 32), so the API answers them 403 and the admin's nav leaves them out.
 */
export const mayReadPrivateThreads = (user: PayloadRequest['user'] | null | undefined) =>
  hasRole(user, 'admin', 'agency', 'vendor', 'client')
