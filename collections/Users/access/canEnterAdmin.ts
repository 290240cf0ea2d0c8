import type { PayloadRequest } from 'payload'
import { isStaffUser } from '../../access/roles'

/** Only staff roles (admin, marketer, analyst) enter /admin. */
export const canEnterAdmin = ({ req }: { req: PayloadRequest }) => isStaffUser(req.user)
