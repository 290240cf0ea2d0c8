import type { FieldAccess } from 'payload'
import { hasRole } from './roles'

/**
 * A field an invited client never reads (white label, issue 32): the vendor behind a chat, its
 * product and the thread's subject stay between the agency and the vendor.
 */
export const notForClients: FieldAccess = ({ req: { user } }) => !hasRole(user, 'client')
