import { format } from 'node:util'
import { afterEach, beforeEach } from 'vitest'

/**
 * A `console.error` during a test fails it (epic-stack's rule): React prints its warnings
 * there, and so do libraries that swallow a failure. A test that expects one says so with
 * `expectConsoleError(/pattern/)`; matching calls are then allowed for that test only.
 */
const originalError = console.error
let unexpected: string[] = []
let expected: RegExp[] = []

export function expectConsoleError(pattern: RegExp): void {
  expected.push(pattern)
}

beforeEach(() => {
  unexpected = []
  expected = []
  console.error = (...args: unknown[]) => {
    const text = format(...args)
    if (!expected.some((pattern) => pattern.test(text))) unexpected.push(text)
    originalError(...args)
  }
})

afterEach(() => {
  console.error = originalError
  if (unexpected.length > 0)
    throw new Error(
      `console.error was called during the test (use expectConsoleError if it is expected):\n${unexpected.join('\n').slice(0, 2000)}`,
    )
})
