import type { Access } from 'payload'
import { hasRole } from './roles'

/** analyst or admin: the people who run experiments (docs/decisions/034). */
export const isAnalystOrAdmin: Access = ({ req: { user } }) => hasRole(user, 'analyst', 'admin')
