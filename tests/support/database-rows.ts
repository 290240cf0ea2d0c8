import { inject } from 'vitest'

export type Statement = { sql: string; params: unknown[] }

/** A client of the test server's SQLite file that waits for the server's write lock, under load too. */
async function sqliteClient(url: string) {
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url })
  await client.execute('PRAGMA busy_timeout = 60000')
  return client
}

/**
 * Runs statements in one transaction on the test server's database (`?` placeholders). One
 * write lock on SQLite, waited for as long as the server's other writes under load need.
 */
export async function inDatabase(statements: Statement[]): Promise<void> {
  const url = inject('databaseUrl')
  if (url.startsWith('file:')) {
    const client = await sqliteClient(url)
    try {
      await client.batch(
        statements.map((s) => ({ sql: s.sql, args: s.params as never })),
        'write',
      )
    } finally {
      client.close()
    }
    return
  }
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('begin')
    for (const s of statements) {
      let i = 0
      await client.query(
        s.sql.replace(/\?/g, () => `$${++i}`),
        s.params,
      )
    }
    await client.query('commit')
  } finally {
    await client.end()
  }
}

/** Multi-row inserts of `rows`, 100 a statement; `casts` are PostgreSQL's column types. */
export function inserts(table: string, columns: string[], rows: unknown[][], casts: Record<string, string>, pg: boolean): Statement[] {
  const out: Statement[] = []
  for (let i = 0; i < rows.length; i += 100) {
    const chunk = rows.slice(i, i + 100)
    const values = chunk.map(() => `(${columns.map((c) => (pg && casts[c] ? `?::${casts[c]}` : '?')).join(', ')})`).join(', ')
    out.push({ sql: `insert into ${table} (${columns.join(', ')}) values ${values}`, params: chunk.flat() })
  }
  return out
}

/** The rows of one query on the test server's database (`?` placeholders). */
export async function fromDatabase(query: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  const url = inject('databaseUrl')
  if (url.startsWith('file:')) {
    const client = await sqliteClient(url)
    try {
      return (await client.execute({ sql: query, args: params as never })).rows as unknown as Record<string, unknown>[]
    } finally {
      client.close()
    }
  }
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    let i = 0
    return (
      await client.query(
        query.replace(/\?/g, () => `$${++i}`),
        params,
      )
    ).rows
  } finally {
    await client.end()
  }
}
