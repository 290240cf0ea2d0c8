import type { Access } from 'payload'

/** No user, whatever their role: the server alone writes and reads it (overrideAccess). */
export const nobody: Access = () => false
