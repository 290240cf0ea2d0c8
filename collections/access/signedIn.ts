import type { Access } from 'payload'

/** Any signed-in user, whatever their role. */
export const signedIn: Access = ({ req: { user } }) => !!user
