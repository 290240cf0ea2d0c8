import type { Access } from 'payload'
import { hasRole } from './roles'

/** Visitors read published content only; editors also see drafts. */
export const publishedOrEditor: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin', 'marketer')) return true
  return { _status: { equals: 'published' } }
}
