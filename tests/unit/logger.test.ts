import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../../runtime/logger'
import { withRequestContext } from '../../runtime/request-context'

/** The product's logger, which Payload uses too (cms/payload.config.ts): issue 30.5. */
describe('createLogger (runtime/logger.ts)', () => {
  it('writes a client’s text with newlines and terminal controls as one JSON line, with the request id', () => {
    let written = ''
    const sink = new Writable({
      write(chunk, _encoding, done) {
        written += String(chunk)
        done()
      },
    })
    const hostile = 'x\n{"level":30,"msg":"FORGED"}\r\u001b[31m\u009b[2J\u007f\u2028\u2029.png'
    withRequestContext({ requestId: 'req-1' }, () =>
      createLogger('info', sink).child({ from: 'payload' }).error({ file: hostile }, `File ${hostile} missing`),
    )
    expect(written.endsWith('\n')).toBe(true)
    const lines = written.slice(0, -1).split(/[\n\r\u2028\u2029]/)
    expect(lines).toHaveLength(1)
    // No raw control character but the line end.
    expect([...written.slice(0, -1)].filter((c) => c.charCodeAt(0) < 0x20 || (c.charCodeAt(0) >= 0x7f && c.charCodeAt(0) <= 0x9f))).toEqual(
      [],
    )
    const line = JSON.parse(lines[0]!) as Record<string, unknown>
    expect(line).toMatchObject({ level: 50, requestId: 'req-1', from: 'payload', file: hostile, msg: `File ${hostile} missing` })
  })
})
