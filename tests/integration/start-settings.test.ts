import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { START_ARGS } from '../support/server'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-start-settings-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** `npm start` with one setting given a bad value: what an operator sees. */
function startWith(bad: Record<string, string>) {
  return spawnSync(process.execPath, START_ARGS, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: `file:${path.join(dir, 'never.db')}`,
      PAYLOAD_SECRET: randomBytes(24).toString('hex'),
      ...bad,
    },
    encoding: 'utf8',
    timeout: 60_000,
  })
}

/** Issue 27.3: a bad setting stops start-up with its name and what it must be, one line, no stack trace. */
describe.skipIf(inject('databaseKind') !== 'sqlite')('npm start with a bad setting', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535'],
    // Read by cms/ (the mail's sender) and so, before issue 27, checked nowhere.
    [{ EMAIL_FROM: 'nobody' }, 'EMAIL_FROM must be an e-mail address'],
  ])('%j exits 1 with one line', (bad, expected) => {
    const run = startWith(bad)
    expect(run.stderr).toBe(`Invalid configuration: ${expected}\n`)
    expect(run.stdout).toBe('')
    expect(run.status).toBe(1)
    // Stopped before anything was opened.
    expect(fs.existsSync(path.join(dir, 'never.db'))).toBe(false)
  })
})
