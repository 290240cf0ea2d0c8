import type { Access } from 'payload'
import { isStaffUser } from './roles'

/** admin, marketer or analyst */
export const isStaff: Access = ({ req: { user } }) => isStaffUser(user)
