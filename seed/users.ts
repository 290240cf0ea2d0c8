import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import type { Role } from '../collections/access/roles'

/** Demo users, one per role, for development (documented in the README). */
export const DEMO_PASSWORD = 'demo-password'
export const DEMO_USERS: { email: string; role: Role; company_name?: string }[] = [
  { email: 'marketer@example.com', role: 'marketer' },
  { email: 'analyst@example.com', role: 'analyst' },
  { email: 'agency@example.com', role: 'agency', company_name: 'Demo Agency' },
  { email: 'vendor@example.com', role: 'vendor', company_name: 'Demo Vendor' },
]

async function userExists(payload: Payload, email: string): Promise<boolean> {
  const found = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true })
  return found.totalDocs > 0
}

/** Creates the first admin when there is none; returns the login to print on first run. */
export async function seedAdmin(
  payload: Payload,
  { email, password }: { email: string; password?: string },
): Promise<{ email: string; password: string } | null> {
  const admins = await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1, depth: 0, overrideAccess: true })
  if (admins.totalDocs > 0) return null
  const chosen = password ?? randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email, password: chosen, role: 'admin', company_name: 'Agency Blueprint' },
    overrideAccess: true,
    context: { seed: true },
  })
  return { email, password: password ? '(ADMIN_PASSWORD)' : chosen }
}

export async function seedDemoUsers(payload: Payload): Promise<number> {
  let created = 0
  for (const user of DEMO_USERS) {
    if (await userExists(payload, user.email)) continue
    await payload.create({
      collection: 'users',
      data: { ...user, password: DEMO_PASSWORD },
      overrideAccess: true,
      context: { seed: true },
    })
    created++
  }
  return created
}
