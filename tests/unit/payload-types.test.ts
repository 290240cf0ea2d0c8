import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const COMMITTED = path.resolve('cms/payload-types.ts')
const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payload-types-'))

afterAll(() => {
  fs.rmSync(tempDir, { recursive: true, force: true })
})

/** web/, seed/ and server/ type the data model with cms/payload-types.ts; it must match collections/. */
describe('cms/payload-types.ts', () => {
  it('is what the collections generate today', { timeout: 60_000 }, () => {
    const fresh = path.join(tempDir, 'payload-types.ts')
    // A child process, as `npm run generate:types` runs it: the Payload config reads the environment at import.
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'cms/scripts/generate-types.ts', fresh], { encoding: 'utf8' })
    expect(run.status, run.stderr).toBe(0)
    const committed = fs.existsSync(COMMITTED) ? fs.readFileSync(COMMITTED, 'utf8') : ''
    const stale = committed !== fs.readFileSync(fresh, 'utf8')
    expect(stale, 'cms/payload-types.ts is stale: run `npm run generate:types` and commit the result').toBe(false)
  })
})
