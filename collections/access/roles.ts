import type { PayloadRequest } from 'payload'

export const ROLES = ['admin', 'marketer', 'analyst', 'agency', 'vendor', 'client'] as const
export type Role = (typeof ROLES)[number]

/** Staff roles work in /admin; agency and vendor users never do. */
export const STAFF_ROLES: readonly Role[] = ['admin', 'marketer', 'analyst']

type MaybeUser = PayloadRequest['user'] | null | undefined

export function hasRole(user: MaybeUser, ...roles: Role[]): boolean {
  const role = user?.role
  return !!role && roles.includes(role)
}

export const isStaffUser = (user: MaybeUser) => hasRole(user, ...STAFF_ROLES)
