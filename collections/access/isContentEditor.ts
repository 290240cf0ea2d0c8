import type { Access, FieldAccess } from 'payload'
import { hasRole } from './roles'

/** Marketers edit every word and price; admins may too. */
export const isContentEditor: Access = ({ req: { user } }) => hasRole(user, 'admin', 'marketer')
export const isContentEditorField: FieldAccess = ({ req: { user } }) => hasRole(user, 'admin', 'marketer')
