import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient, type Client } from '@libsql/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { serializedSqliteClient } from '../../cms/sqlite-client'

/** Open file descriptors of this process on the database file (each libsql connection holds one). */
const openHandles = (dbPath: string) =>
  fs.readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return fs.readlinkSync(`/proc/self/fd/${fd}`) === dbPath
    } catch {
      return false
    }
  }).length

describe('SQLite write transactions on one connection of their own (docs/decisions/050)', () => {
  let dir: string
  const clients: Client[] = []
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-tx-'))
  })
  afterEach(() => {
    for (const client of clients.splice(0)) client.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  async function open(withConnection: boolean) {
    const dbPath = path.join(dir, `${clients.length}.db`)
    const file = `file:${dbPath}`
    const options = { file, pragmas: ['PRAGMA busy_timeout = 3000'], waitMs: 5000 }
    const client = serializedSqliteClient(
      createClient({ url: file }),
      withConnection ? { ...options, openConnection: () => createClient({ url: file }) } : options,
    )
    clients.push(client)
    await client.execute('PRAGMA journal_mode = WAL')
    await client.execute('CREATE TABLE t (x INTEGER)')
    return { client, dbPath }
  }

  async function commitMany(client: Client, count: number) {
    for (let i = 0; i < count; i++) {
      const tx = await client.transaction('write')
      await tx.execute({ sql: 'INSERT INTO t VALUES (?)', args: [i] })
      await tx.commit()
    }
  }

  it('without it each transaction leaves a connection open until garbage collection (the defect)', async () => {
    const { client, dbPath } = await open(false)
    const before = openHandles(dbPath)
    await commitMany(client, 100)
    expect(openHandles(dbPath) - before).toBeGreaterThanOrEqual(50)
  })

  it('with it, many transactions open no further connection, and each one commits or rolls back whole', async () => {
    const { client, dbPath } = await open(true)
    await commitMany(client, 1)
    const before = openHandles(dbPath)
    await commitMany(client, 100)
    expect(openHandles(dbPath) - before).toBe(0)

    const rolledBack = await client.transaction('write')
    await rolledBack.execute('INSERT INTO t VALUES (-1)')
    // A second writer waits for the open transaction; a reader does not.
    const order: string[] = []
    const second = client.transaction('write').then(async (tx) => {
      order.push('second')
      await tx.execute('INSERT INTO t VALUES (1000)')
      await tx.commit()
    })
    expect((await client.execute('SELECT count(*) AS n FROM t')).rows[0]?.n).toBe(101)
    order.push('rollback')
    await rolledBack.rollback()
    await second
    expect(order).toEqual(['rollback', 'second'])
    const rows = await client.execute('SELECT x FROM t WHERE x < 0 OR x = 1000')
    expect(rows.rows.map((row) => row.x)).toEqual([1000])
    await expect(rolledBack.execute('SELECT 1')).rejects.toThrow(/closed/)
  })
})
