import type { Payload } from 'payload'
import type { Env } from '../server/env'
import type { Logger } from '../server/logger'
import { homeContent } from './content/home'
import { siteSettingsContent } from './content/site-settings'
import { seedAdmin, seedDemoUsers } from './users'

type GlobalSeed = { slug: 'site-settings' | 'home'; data: Record<string, unknown>; drafts: boolean }

/** Every global of the CMS and the spec's words for it. Later issues add theirs. */
const GLOBALS: GlobalSeed[] = [
  { slug: 'site-settings', data: siteSettingsContent, drafts: false },
  { slug: 'home', data: homeContent, drafts: true },
]

/**
 * Fills the CMS with the spec's content. Idempotent: a global that was ever saved is left
 * alone (a marketer may have edited it), unless `reset` asks to restore the spec's words.
 */
export async function seedContent(payload: Payload, { reset = false } = {}): Promise<string[]> {
  const written: string[] = []
  for (const global of GLOBALS) {
    const current = await payload.findGlobal({ slug: global.slug, depth: 0, draft: global.drafts, overrideAccess: true })
    if (current?.updatedAt && !reset) continue
    await payload.updateGlobal({
      slug: global.slug,
      data: global.drafts ? { ...global.data, _status: 'published' } : global.data,
      overrideAccess: true,
      context: { seed: true },
    })
    written.push(global.slug)
  }
  return written
}

export async function seed(
  payload: Payload,
  options: { adminEmail: string; adminPassword?: string; demoUsers: boolean; reset?: boolean },
) {
  const firstAdmin = await seedAdmin(payload, { email: options.adminEmail, password: options.adminPassword })
  const content = await seedContent(payload, { reset: options.reset })
  const demoUsers = options.demoUsers ? await seedDemoUsers(payload) : 0
  return { firstAdmin, content, demoUsers }
}

/** At start-up: seed a database that has no users yet. Returns the first admin login, if made. */
export async function seedIfEmpty(payload: Payload, { env, logger }: { env: Env; logger: Logger }) {
  const users = await payload.count({ collection: 'users', overrideAccess: true })
  const demoUsers = env.SEED_DEMO_USERS ? env.SEED_DEMO_USERS === 'true' : env.NODE_ENV === 'development'
  if (users.totalDocs > 0) {
    // Content added by a newer release still gets its spec words.
    const content = await seedContent(payload)
    if (demoUsers) await seedDemoUsers(payload)
    if (content.length) logger.info({ content }, 'seeded new content')
    return null
  }
  const result = await seed(payload, { adminEmail: env.ADMIN_EMAIL, adminPassword: env.ADMIN_PASSWORD, demoUsers })
  logger.info({ content: result.content, demoUsers: result.demoUsers }, 'seeded an empty database')
  return result.firstAdmin
}
