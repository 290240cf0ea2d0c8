import { defineConfig } from 'vitest/config'

/**
 * unit: pure functions, no server. integration: one real server (child process) on a
 * random port with a fresh database, started by its global setup. e2e: the same, driven
 * through Debian Chromium. tests/run.ts runs them in that order (see the README).
 */
export default defineConfig({
  esbuild: { jsx: 'automatic', jsxImportSource: '@emotion/react' },
  test: {
    // Shared by every project (extends: true): a console.error fails the test.
    setupFiles: ['tests/support/fail-on-console.ts'],
    // A poll waits for what a server does in its own time (a mail sent, a job's run): vitest's
    // 1 s default is short on a loaded CI machine. A poll returns as soon as it holds, so a
    // longer bound costs a passing test nothing.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // Every request to a test server names the visitor's country (docs/decisions/121).
          setupFiles: ['tests/support/visitor-country.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // Every request to a test server names the visitor's country (docs/decisions/121).
          setupFiles: ['tests/support/visitor-country.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
