import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { currentRequestContext } from '../../runtime/request-context'
import { requestId } from '../../server/observability/request-id'

const servers: ReturnType<express.Express['listen']>[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

/** The middleware on a real port; the route answers the id it sees in its async context. */
async function start(trustProxy: boolean | string) {
  const app = express()
  app.set('trust proxy', trustProxy)
  app.use(requestId)
  app.get('/', async (_req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 5))
    res.json({ seen: currentRequestContext()?.requestId ?? null })
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  servers.push(server)
  return async (headers: Record<string, string> = {}) => {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers })
    return { header: res.headers.get('x-request-id'), seen: ((await res.json()) as { seen: string | null }).seen }
  }
}

describe('X-Request-Id', () => {
  it('generates one per request, echoes it, and keeps it across awaits inside the request', async () => {
    const get = await start(false)
    const [a, b] = await Promise.all([get(), get()])
    expect(a.header).toMatch(/^[0-9a-f-]{36}$/)
    expect(a.seen).toBe(a.header)
    expect(b.seen).toBe(b.header)
    expect(a.header).not.toBe(b.header)
  })

  it('keeps a sane id from a trusted proxy', async () => {
    const get = await start('loopback')
    expect(await get({ 'x-request-id': 'lb-1234.abc_DEF' })).toEqual({ header: 'lb-1234.abc_DEF', seen: 'lb-1234.abc_DEF' })
  })

  it.each([
    ['spaces', 'a b'],
    ['a tab', 'a\tb'],
    ['65 characters', 'x'.repeat(65)],
    ['a slash', '../etc'],
  ])('replaces an id with %s, even from a trusted proxy', async (_what, id) => {
    const get = await start('loopback')
    const { header, seen } = await get({ 'x-request-id': id })
    expect(header).not.toBe(id)
    expect(header).toMatch(/^[0-9a-f-]{36}$/)
    expect(seen).toBe(header)
  })

  it('replaces any id from a client that is not a trusted proxy', async () => {
    const get = await start(false)
    expect((await get({ 'x-request-id': 'chosen-by-client' })).header).not.toBe('chosen-by-client')
  })
})
