import { EventEmitter } from 'node:events'
import { Writable } from 'node:stream'
import type { AddressInfo } from 'node:net'
import express from 'express'
import type { DatabaseAdapterObj, Payload } from 'payload'
import { beginTransaction, commitTransaction, rollbackTransaction } from '@payloadcms/drizzle'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { strictCommits, type SqlAdapter } from '../../cms/strict-commits'
import { CommitFailed, databaseUnavailable } from '../../runtime/database-unavailable'
import { createLogger } from '../../runtime/logger'
import { GroupedWriter, type Transactions } from '../../server/overload/grouped-writer'
import { functionErrorHandler } from '../../server/functions/function-error-handler'
import { logProcessFaults } from '../../server/observability/log-process-faults'
import { callFunction } from '../../web/lib/call-function'

/** What node-postgres throws when PostgreSQL restarts under a transaction (`pg_ctl restart -m fast`). */
const restartError = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })

/**
 * Payload's SQL adapter (3.90) on a drizzle whose COMMIT fails, as PostgreSQL's does when it
 * restarts under it: the transaction callback returns, then the commit throws.
 */
function adapterWithFailingCommit({ strict }: { strict: boolean }) {
  const outcomes: string[] = []
  const drizzle = {
    async transaction(run: (tx: unknown) => Promise<void>) {
      await new Promise((resolve) => setImmediate(resolve)) // BEGIN
      try {
        await run({})
      } catch (error) {
        outcomes.push('rolled back')
        throw error
      }
      outcomes.push('commit failed')
      throw restartError()
    },
  }
  const payloadAdapter = {
    defaultIDType: 'number',
    init: () => ({ name: 'postgres', drizzle, sessions: {}, beginTransaction, commitTransaction, rollbackTransaction }),
  } as unknown as DatabaseAdapterObj
  const adapter = (strict ? strictCommits(payloadAdapter) : payloadAdapter).init({ payload: {} as Payload }) as unknown as SqlAdapter
  return { adapter, outcomes }
}

describe('a failed COMMIT is a failure (issue 45.1, docs/decisions/113)', () => {
  it("Payload's own adapter answers a failed COMMIT as committed: the reason for cms/strict-commits.ts (remove it when this fails)", async () => {
    const { adapter, outcomes } = adapterWithFailingCommit({ strict: false })
    const id = await adapter.beginTransaction()
    await expect(adapter.commitTransaction(id!)).resolves.toBeUndefined()
    expect(outcomes).toEqual(['commit failed'])
  })

  it('with strictCommits, commitTransaction throws CommitFailed, which counts as the database being away', async () => {
    const { adapter } = adapterWithFailingCommit({ strict: true })
    const id = await adapter.beginTransaction()
    const failure = await adapter.commitTransaction(id!).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(CommitFailed)
    expect((failure as CommitFailed).cause).toMatchObject({ code: '57P01' })
    expect(databaseUnavailable(failure)).toBe(true)
  })

  it('a commit of a transaction rolled back under its caller throws too; a rollback is quiet', async () => {
    const { adapter, outcomes } = adapterWithFailingCommit({ strict: true })
    const id = await adapter.beginTransaction()
    await expect(adapter.rollbackTransaction(id!)).resolves.toBeUndefined()
    expect(outcomes).toEqual(['rolled back'])
    await expect(adapter.commitTransaction(id!)).rejects.toBeInstanceOf(CommitFailed)
  })

  it('GroupedWriter fails the whole group at once when its commit fails: no caller answered, nothing written twice', async () => {
    let begun = 0
    const db: Transactions = {
      beginTransaction: async () => ++begun,
      commitTransaction: async () => {
        throw new CommitFailed('the transaction did not commit', { cause: restartError() })
      },
      rollbackTransaction: async () => undefined,
    }
    const writer = new GroupedWriter<string, string>({ db, groupLimit: 100, write: async (inputs) => inputs })
    const answers = await Promise.allSettled(['a', 'b', 'c', 'd'].map((input) => writer.write(input)))
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected'])
    // Split in halves and written again, a commit whose answer was lost could store its rows twice.
    expect(begun).toBe(1)
  })
})

describe('a database away is a 503 with Retry-After, sent again with the same key (issue 45.3)', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it.each([
    ['a failed commit', new CommitFailed('the transaction did not commit', { cause: restartError() })],
    [
      'a refused connection, wrapped by drizzle',
      new Error('Failed query: select 1', { cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }) }),
    ],
    ['a cut connection', new Error('Connection terminated unexpectedly')],
    ['a failed BEGIN', new Error('cannot begin transaction: the database system is starting up')],
  ])('answers %s with 503 DATABASE_UNAVAILABLE and Retry-After, not 500', async (_name, error) => {
    const app = express()
    app.post('/fn/create-lead', () => {
      throw error
    })
    app.use(functionErrorHandler(createLogger('silent')))
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/fn/create-lead`, { method: 'POST' })
      expect(res.status).toBe(503)
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await res.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' })
    } finally {
      server.close()
    }
  })

  it("the web client sends a 503 again with the same idempotency key, after the server's Retry-After", async () => {
    vi.useFakeTimers()
    const sent: { key: string | null; at: number }[] = []
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent.push({ key: new Headers(init.headers).get('idempotency-key'), at: Date.now() })
      if (sent.length < 3)
        return new Response(JSON.stringify({ error: 'later', code: 'DATABASE_UNAVAILABLE' }), {
          status: 503,
          headers: { 'retry-after': '2' },
        })
      return new Response(JSON.stringify({ leadId: '1', leadToken: 't' }), { status: 200 })
    })
    const answer = callFunction('create-lead', {} as never, { idempotencyKey: 'key-of-one-submit' })
    await vi.advanceTimersByTimeAsync(10_000)
    await expect(answer).resolves.toEqual({ leadId: '1', leadToken: 't' })
    expect(sent.map((call) => call.key)).toEqual(['key-of-one-submit', 'key-of-one-submit', 'key-of-one-submit'])
    expect(sent[1]!.at - sent[0]!.at).toBeGreaterThanOrEqual(2_000)
  })
})

describe('process faults are one JSON line each (issue 45.3)', () => {
  it("replaces Next's plain-text listeners: an uncaught exception and an unhandled rejection log one JSON line each", () => {
    const lines: string[] = []
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(...String(chunk).split('\n').filter(Boolean))
          done()
        },
      }),
    )
    const proc = new EventEmitter()
    const nextDump = vi.fn()
    proc.on('uncaughtException', nextDump)
    proc.on('unhandledRejection', nextDump)
    logProcessFaults(logger, proc as unknown as NodeJS.Process)
    proc.emit(
      'uncaughtException',
      Object.assign(new Error('Connection terminated unexpectedly'), { stack: 'Error: a\n    at b\n    at c' }),
      'uncaughtException',
    )
    proc.emit('unhandledRejection', new Error('lost'), Promise.resolve())
    expect(nextDump).not.toHaveBeenCalled()
    expect(lines).toHaveLength(2)
    expect(lines.map((line) => JSON.parse(line) as { msg: string; level: number })).toMatchObject([
      { msg: 'uncaught exception', level: 50 },
      { msg: 'unhandled rejection', level: 50 },
    ])
  })
})
