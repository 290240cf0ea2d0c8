import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CONTENT_SEEDS } from '../../seed/content/index'
import { SEEDED_BUYER_FILES } from '../../seed/buyer-files'
import { SEEDS } from '../../seed/seed'
import { SEEDED_MEDIA } from '../../seed/content/media'
import type { SeedContext } from '../../seed/content/types'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-seed-test-'))
const env = {
  ...process.env,
  NODE_ENV: 'production' as const,
  DATABASE_URL: `file:${path.join(dir, 'seed.db')}`,
  PAYLOAD_SECRET: randomBytes(24).toString('hex'),
  ADMIN_EMAIL: 'seed-admin@test.local',
  ADMIN_PASSWORD: 'seed-password-123',
  SEED_DEMO_USERS: 'true',
  LOG_LEVEL: 'warn',
  MEDIA_DIR: path.join(dir, 'media'),
}

type SeedReport = { content: string[]; demoUsers: number; adminCreated: boolean; documents: Record<string, number> }

function runSeed(...args: string[]): SeedReport {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'seed/run.ts', ...args], { env, encoding: 'utf8', timeout: 120_000 })
  expect(run.status, run.stderr).toBe(0)
  const line = run.stdout.split('\n').find((l) => l.startsWith('{'))
  return JSON.parse(line!) as SeedReport
}

// What the seed defines: every funnel-content document by its natural key, in seed order.
const stub: SeedContext = {
  heroVideoId: 0,
  heroVideoUrl: '',
  heroPosterId: 0,
  socialCardId: 0,
  sampleClipId: 0,
  id: () => 0,
  ids: () => [],
}
/** The globals the seed writes, in its order. */
const SEEDED_GLOBALS = [
  'site-settings',
  'home',
  'survey',
  'offer',
  'pricing',
  'price-rise',
  'success-page',
  'cancel-page',
  'demo-page',
  'legal-pages',
]
const contentDocuments = SEEDS.flatMap((seed) =>
  seed.docs(stub).map((doc) => `${seed.collection}/${String((doc as Record<string, unknown>)[seed.key])}`),
)
const expectedCounts = {
  media: SEEDED_MEDIA.length,
  ...Object.fromEntries(CONTENT_SEEDS.map((seed) => [seed.collection, seed.docs(stub).length])),
}

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('npm run seed', () => {
  it("defines the spec's content documents", () => {
    expect(expectedCounts).toMatchObject({
      testimonials: 2,
      'win-cards': 3,
      'framework-steps': 9,
      'value-stack-items': 9,
      bonuses: 5,
      'guarantee-cards': 4,
      'demo-videos': 4,
      'comparison-rows': 18,
    })
    expect(new Set(contentDocuments).size).toBe(contentDocuments.length)
  })

  it('fills an empty database, and a second run changes nothing', { timeout: 240_000 }, () => {
    const first = runSeed()
    expect(first).toEqual({
      content: [
        ...SEEDED_MEDIA.map((file) => `media/${file.filename}`),
        ...SEEDED_BUYER_FILES.map((file) => `buyer-files/${file.name}`),
        ...contentDocuments,
        ...SEEDED_GLOBALS,
      ],
      demoUsers: 4,
      adminCreated: true,
      documents: expectedCounts,
    })
    for (const file of SEEDED_MEDIA) expect(fs.existsSync(path.join(dir, 'media', file.filename))).toBe(true)
    // Buyers' files beside the media folder, never inside it.
    for (const file of SEEDED_BUYER_FILES) expect(fs.existsSync(path.join(dir, 'buyer-files', file.name))).toBe(true)
    const second = runSeed()
    expect(second).toEqual({ content: [], demoUsers: 0, adminCreated: false, documents: expectedCounts })
  })

  it('restores the spec words with --reset, without duplicating documents or users', { timeout: 120_000 }, () => {
    const reset = runSeed('--reset')
    expect(reset).toEqual({
      content: [...contentDocuments, ...SEEDED_GLOBALS],
      demoUsers: 0,
      adminCreated: false,
      documents: expectedCounts,
    })
    expect(fs.readdirSync(path.join(dir, 'media')).sort()).toEqual(SEEDED_MEDIA.map((file) => file.filename).sort())
  })
})
