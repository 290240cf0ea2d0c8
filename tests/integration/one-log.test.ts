import { describe, expect, it } from 'vitest'
import { baseUrl, serverLogs } from '../support/api'

/**
 * Issue 30.5 and 26.5: Payload logs through the product's logger. Every line the server writes
 * while serving is one JSON object; what a client sends (a file name with a newline, ANSI
 * escapes) stays inside a JSON string; Payload's lines carry the request id; and a missing
 * upload file is a 404 that names no path, to the client or in the log.
 */
const FORGED = '{"level":30,"msg":"FORGED admin login"}'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The log lines the server wrote while `act` ran (and a moment after, for its last lines). */
async function linesWrittenDuring(act: () => Promise<void>): Promise<string[]> {
  const before = serverLogs().length
  await act()
  await sleep(300)
  return serverLogs()
    .slice(before)
    .split('\n')
    .filter((line) => line.trim() !== '')
}

const parse = (line: string): Record<string, unknown> => {
  try {
    const parsed = JSON.parse(line) as unknown
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>
  } catch {
    /* reported below */
  }
  throw new Error(`a log line that is not one JSON object: ${JSON.stringify(line)}`)
}

describe('one log (issues 26.5 and 30.5)', () => {
  it('keeps a file name with a newline and escapes inside one JSON line: nothing is forged', async () => {
    const name = `x%0A${encodeURIComponent(FORGED)}%1B%5B31m%C2%9B.png`
    const lines = await linesWrittenDuring(async () => {
      for (const collection of ['media', 'company-logos']) {
        // Its status is the next test's business: this one reads the log.
        const res = await fetch(`${baseUrl()}/api/${collection}/file/${name}`)
        await res.body?.cancel()
      }
    })
    for (const line of lines) parse(line)
    // Over everything the server printed since it started, too: the forged text is never a line.
    for (const line of serverLogs().split('\n')) {
      expect(line.trim()).not.toBe(FORGED)
      expect(line).not.toMatch(/^\{"level":30,"msg":"FORGED/)
      expect(line).not.toContain('\u001b[31m')
    }
  })

  it('answers a missing upload file 404, naming no path, and logs Payload’s line with the request id', async () => {
    const lines = await linesWrittenDuring(async () => {
      for (const collection of ['media', 'company-logos']) {
        const res = await fetch(`${baseUrl()}/api/${collection}/file/nope-${collection}.png`)
        const body = await res.text()
        expect(res.status, body).toBe(404)
        expect(body).not.toMatch(/nope|\/tmp|data\/media|agency-funnel-test/)
      }
    })
    const logged = lines.map(parse)
    const notFound = logged.filter((line) => line.msg === 'upload file not found')
    expect(notFound.map((line) => line.collection).sort()).toEqual(['company-logos', 'media'])
    for (const line of notFound) {
      expect(line.from).toBe('payload')
      expect(line.requestId).toEqual(expect.any(String))
    }
    for (const line of lines) {
      expect(line).not.toMatch(/nope-|is missing on the disk|Expected path/)
      const parsed = parse(line)
      // A line about a request names it.
      if ('path' in parsed || 'fn' in parsed || 'method' in parsed) expect(parsed.requestId ?? parsed.connectionId, line).toBeDefined()
    }
  })
})
