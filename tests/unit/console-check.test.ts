import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { expect, it } from 'vitest'

/**
 * Control for tests/support/fail-on-console.ts: proves that a console.error fails the test
 * that made it (and only that one), so "no errors" in the suite means something.
 */
it('fails a test that calls console.error, and only that test', () => {
  const run = spawnSync(
    process.execPath,
    [
      path.resolve('node_modules/vitest/vitest.mjs'),
      'run',
      '--config',
      'tests/fixtures/console-check/vitest.config.ts',
      '--reporter',
      'json',
    ],
    { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' }, timeout: 60_000 },
  )
  const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as {
    testResults: { assertionResults: { title: string; status: string }[] }[]
  }
  const results = Object.fromEntries(report.testResults[0]!.assertionResults.map((test) => [test.title, test.status]))
  expect(results).toEqual({
    'calls console.error unexpectedly': 'failed',
    'calls console.error and says it expects it': 'passed',
    'stays quiet': 'passed',
  })
  expect(run.status).not.toBe(0)
})
