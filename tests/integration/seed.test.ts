import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-seed-test-'))
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: `file:${path.join(dir, 'seed.db')}`,
  PAYLOAD_SECRET: randomBytes(24).toString('hex'),
  ADMIN_EMAIL: 'seed-admin@test.local',
  ADMIN_PASSWORD: 'seed-password-123',
  SEED_DEMO_USERS: 'true',
  LOG_LEVEL: 'warn',
}

function runSeed(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'seed/run.ts', ...args], { env, encoding: 'utf8', timeout: 120_000 })
  expect(run.status, run.stderr).toBe(0)
  const line = run.stdout.split('\n').find((l) => l.startsWith('{'))
  return JSON.parse(line!) as { content: string[]; demoUsers: number; adminCreated: boolean }
}

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('npm run seed', () => {
  it('fills an empty database, and a second run changes nothing', () => {
    const first = runSeed()
    expect(first).toEqual({ content: ['site-settings', 'home'], demoUsers: 4, adminCreated: true })
    const second = runSeed()
    expect(second).toEqual({ content: [], demoUsers: 0, adminCreated: false })
  })

  it('restores the spec words with --reset, without duplicating users', () => {
    const reset = runSeed('--reset')
    expect(reset).toEqual({ content: ['site-settings', 'home'], demoUsers: 0, adminCreated: false })
  })
})
