/**
 * `npm run migrate:create -- <name>`: writes a migration for each SQL adapter
 * (cms/migrations/sqlite and cms/migrations/postgres) from the current collections.
 * Drives Payload's migrateCLI directly: the payload binary can exit 0 doing nothing on Node 20.
 */
import { spawnSync } from 'node:child_process'

const name = process.argv[2] ?? 'schema'
const kind = process.env.MIGRATE_KIND

if (!kind) {
  for (const [k, url] of [
    ['sqlite', 'file:./data/.migrate-create.db'],
    ['postgres', 'postgres://migrate:migrate@127.0.0.1:1/migrate'],
  ] as const) {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'cms/scripts/migrate-create.ts', name], {
      stdio: 'inherit',
      env: {
        ...process.env,
        MIGRATE_KIND: k,
        DATABASE_URL: url,
        PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'migrate-create-only-'.padEnd(40, 'x'),
      },
    })
    if (run.status !== 0) process.exit(run.status ?? 1)
  }
} else {
  const { migrateCLI } = await import('payload')
  const { default: config } = await import('../payload.config')
  await migrateCLI({
    config: await config,
    parsedArgs: { _: ['migrate:create', name], forceAcceptWarning: true, skipEmpty: true } as never,
  })
  process.exit(0)
}
