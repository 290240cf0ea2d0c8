import type { Access } from 'payload'
import { hasRole } from './roles'

/** Marketers edit every word and price; admins may too. */
export const isContentEditor: Access = ({ req: { user } }) => hasRole(user, 'admin', 'marketer')
