import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient, type Client } from '@libsql/client'
import { afterAll, describe, expect, it } from 'vitest'
import { serializedSqliteClient } from '../../cms/sqlite-client'

/**
 * The cause of "database is locked" (docs/decisions/017): libsql's file client gives its
 * connection to each transaction and opens a new one without the first one's pragmas, and its
 * synchronous calls cannot wait for a transaction of the same process to end.
 */
describe('the SQLite client of one process', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-client-'))
  const clients: Client[] = []
  afterAll(() => {
    for (const client of clients) client.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  async function open({ serialized, waitMs = 5000 }: { serialized: boolean; waitMs?: number }): Promise<Client> {
    const file = `file:${path.join(dir, `${clients.length}.db`)}`
    const raw = createClient({ url: file })
    const client = serialized ? serializedSqliteClient(raw, { file, pragmas: ['PRAGMA busy_timeout = 3000'], waitMs }) : raw
    clients.push(client)
    await client.execute('PRAGMA busy_timeout = 3000')
    await client.execute('PRAGMA journal_mode = WAL')
    await client.execute('CREATE TABLE t (x INTEGER)')
    return client
  }

  const busyTimeout = async (client: Client) => (await client.execute('PRAGMA busy_timeout')).rows[0]?.timeout

  it('plain libsql: the connection after a transaction has lost busy_timeout, and a write meeting the transaction fails (the defect)', async () => {
    const client = await open({ serialized: false })
    const tx = await client.transaction('write')
    expect(await busyTimeout(client)).toBe(0)
    await expect(client.execute('INSERT INTO t VALUES (1)')).rejects.toThrow(/database is locked/)
    await tx.rollback()
  })

  it('every connection keeps the pragmas, and writers wait for the open transaction instead of failing', async () => {
    const client = await open({ serialized: true })
    const first = await client.transaction('write')
    expect(await busyTimeout(client)).toBe(3000)

    // A second transaction and a plain write queue behind the first; reads go on meanwhile.
    const order: string[] = []
    const second = client.transaction('write').then(async (tx) => {
      order.push('second')
      await tx.execute('INSERT INTO t VALUES (2)')
      await tx.commit()
    })
    const plain = client.execute('INSERT INTO t VALUES (3)').then(() => order.push('plain'))
    expect((await client.execute('SELECT count(*) AS n FROM t')).rows[0]).toMatchObject({ n: 0 })
    await first.execute('INSERT INTO t VALUES (1)')
    await new Promise((resolve) => setTimeout(resolve, 50))
    order.push('first')
    await first.commit()
    await Promise.all([second, plain])
    expect(order).toEqual(['first', 'second', 'plain'])
    expect((await client.execute('SELECT count(*) AS n FROM t')).rows[0]).toMatchObject({ n: 3 })
  })

  it('a rolled-back transaction gives its turn back, and many concurrent writers all succeed', async () => {
    const client = await open({ serialized: true })
    const failed = await client.transaction('write')
    await failed.execute('INSERT INTO t VALUES (0)')
    await failed.rollback()
    await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        if (i % 2) return client.execute({ sql: 'INSERT INTO t VALUES (?)', args: [i] })
        const tx = await client.transaction('write')
        await tx.execute({ sql: 'INSERT INTO t VALUES (?)', args: [i] })
        await new Promise((resolve) => setTimeout(resolve, 1))
        await tx.commit()
      }),
    )
    expect((await client.execute('SELECT count(*) AS n FROM t')).rows[0]).toMatchObject({ n: 40 })
  })

  it('two clients of one file in one process (the admin and the server) take turns with each other', async () => {
    const first = await open({ serialized: true })
    const file = `file:${path.join(dir, `${clients.length - 1}.db`)}`
    const second = serializedSqliteClient(createClient({ url: file }), { file, pragmas: ['PRAGMA busy_timeout = 3000'], waitMs: 5000 })
    clients.push(second)
    const holder = await first.transaction('write')
    const waiting = second.execute('INSERT INTO t VALUES (2)')
    await holder.execute('INSERT INTO t VALUES (1)')
    await new Promise((resolve) => setTimeout(resolve, 50))
    await holder.commit()
    await waiting
    expect((await second.execute('SELECT x FROM t ORDER BY rowid')).rows.map((row) => row.x)).toEqual([1, 2])
  })

  it('a writer that waits longer than the limit fails like SQLite would, and the line goes on', async () => {
    const client = await open({ serialized: true, waitMs: 100 })
    const holder = await client.transaction('write')
    await expect(client.execute('INSERT INTO t VALUES (1)')).rejects.toThrow(/database is locked/)
    await holder.commit()
    await client.execute('INSERT INTO t VALUES (2)')
    expect((await client.execute('SELECT count(*) AS n FROM t')).rows[0]).toMatchObject({ n: 1 })
  })
})
