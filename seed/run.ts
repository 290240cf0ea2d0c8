/** `npm run seed [-- --reset]`: idempotent; --reset restores the spec's words over edits. */
import { prepareEmbeddedDefaults } from '../runtime/embedded-defaults'

const { settingsOrExit } = await import('../runtime/settings-or-exit')
const env = settingsOrExit(prepareEmbeddedDefaults)
const { getExpressPayload } = await import('../server/payload')
const payload = await getExpressPayload()
const { seed, countSeededDocuments } = await import('./seed')
const demoUsers = env.SEED_DEMO_USERS ? env.SEED_DEMO_USERS === 'true' : env.NODE_ENV === 'development'
const result = await seed(payload, {
  adminEmail: env.ADMIN_EMAIL,
  adminPassword: env.ADMIN_PASSWORD,
  demoUsers,
  reset: process.argv.includes('--reset'),
})
const documents = await countSeededDocuments(payload)
console.log(JSON.stringify({ content: result.content, demoUsers: result.demoUsers, adminCreated: !!result.firstAdmin, documents }))
if (result.firstAdmin) console.log(`Admin login: ${result.firstAdmin.email} / ${result.firstAdmin.password}`)
await payload.db.destroy?.()
process.exit(0)
