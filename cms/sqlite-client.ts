import type { Client, InArgs, InStatement, Transaction, TransactionMode } from '@libsql/client'

/**
 * The libsql client under the SQLite adapter, made safe for one process with many requests
 * (docs/decisions/017). Two defects of the plain client caused "database is locked":
 *
 * 1. It gives its open connection to each transaction it begins and opens a new one for what
 *    comes next. PRAGMAs belong to a connection and the adapter sets them once, on the first,
 *    so every later connection had `busy_timeout` 0: a write meeting another request's
 *    transaction failed at once.
 * 2. Its calls are synchronous. A busy timeout waits inside the call, blocking the event loop,
 *    so the transaction it waits for (whose request needs the loop to finish) cannot end: in
 *    one process a busy timeout only turns a failure into a stall and then the same failure.
 *
 * So writers of this process (both Payload instances of it) take turns in JavaScript: a write transaction, and a write made
 * outside one, first waits (without blocking) for this process's current write transaction to
 * end. SQLite's own locking and the busy timeout still guard against other processes (a seed
 * run beside the server). Reads never wait: in WAL mode they do not block on a writer.
 */
export function serializedSqliteClient(
  client: Client,
  {
    file,
    pragmas,
    waitMs,
    openConnection,
  }: {
    file: string
    pragmas: readonly string[]
    waitMs: number
    /**
     * A client of the same file for the write transactions (docs/decisions/050).
     * Without it each transaction takes the client's connection and leaves it to the garbage
     * collector, which never sees its native memory: under load the process swelled by GBs.
     */
    openConnection?: () => Client
  },
): Client {
  // One line per database file for the whole process: the admin (inside Next) and the server
  // each have a Payload, and so a client, of their own.
  const turns = ((globalThis as { __sqliteWriterTurns?: Map<string, WriterTurn> }).__sqliteWriterTurns ??= new Map())
  const turn = turns.get(file) ?? turns.set(file, new WriterTurn(waitMs)).get(file)!
  const begin = client.transaction.bind(client)
  const execute = client.execute.bind(client)
  const batch = client.batch.bind(client)
  const migrate = client.migrate.bind(client)
  const executeMultiple = client.executeMultiple.bind(client)

  // Write transactions take turns, so one connection of their own serves them all, open for good.
  let transactionConnection: Promise<Client> | undefined
  const connectionForTransactions = (open: () => Client) =>
    (transactionConnection ??= (async () => {
      const connection = open()
      for (const sql of pragmas) await connection.execute(sql)
      return connection
    })())

  client.transaction = (async (mode: TransactionMode = 'write') => {
    if (mode === 'read') return begin(mode)
    const release = await turn.take()
    try {
      if (openConnection) return await transactionOn(await connectionForTransactions(openConnection), mode, release)
      // Both run their statement at once (the file client is synchronous): the transaction takes
      // the current connection, then the pragmas open and set up the next one.
      const started = begin(mode)
      const nextConnection = Promise.all(pragmas.map((sql) => execute(sql)))
      const [transaction] = await Promise.all([started, nextConnection])
      return releasedAtEnd(transaction, release)
    } catch (error) {
      release()
      throw error
    }
  }) as Client['transaction']

  const inTurn =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const release = await turn.take()
      try {
        return await run(...args)
      } finally {
        release()
      }
    }
  const write = inTurn((statement: InStatement) => execute(statement))
  client.execute = ((statement: InStatement | string, args?: InArgs) => {
    const full: InStatement = typeof statement === 'string' ? { sql: statement, args: args ?? [] } : statement
    return isWrite(full) ? write(full) : execute(full)
  }) as Client['execute']
  const close = client.close.bind(client)
  client.close = () => {
    close()
    void transactionConnection?.then((connection) => connection.close())
  }
  client.batch = inTurn(batch) as Client['batch']
  client.migrate = inTurn(migrate)
  client.executeMultiple = inTurn(executeMultiple)
  return client
}

const WRITE = /^\s*(insert|update|delete|replace|create|drop|alter)\b/i
const isWrite = (statement: InStatement) => WRITE.test(typeof statement === 'string' ? statement : statement.sql)

/**
 * A transaction on the writers' own connection: BEGIN, its statements, then COMMIT or ROLLBACK
 * and the turn given back. The connection stays open for the next one.
 */
async function transactionOn(connection: Client, mode: TransactionMode, release: () => void): Promise<Transaction> {
  await connection.execute(mode === 'deferred' ? 'BEGIN DEFERRED' : 'BEGIN IMMEDIATE')
  let open = true
  const end = async (sql: string) => {
    if (!open) return
    open = false
    try {
      await connection.execute(sql)
    } catch (error) {
      // The connection must leave the transaction either way: it serves the next one.
      if (sql === 'COMMIT') await connection.execute('ROLLBACK').catch(() => undefined)
      // SQLite may have rolled back already (some errors end the transaction themselves).
      if (sql === 'COMMIT' || !/no transaction is active/i.test(String(error))) throw error
    } finally {
      release()
    }
  }
  const checkOpen = () => {
    if (!open) throw Object.assign(new Error('The transaction is closed'), { code: 'TRANSACTION_CLOSED' })
  }
  return {
    execute: async (statement: InStatement) => {
      checkOpen()
      return connection.execute(statement)
    },
    batch: async (statements: InStatement[]) => {
      checkOpen()
      const results = []
      for (const statement of statements) results.push(await connection.execute(statement))
      return results
    },
    // libsql's own would roll the transaction back when done.
    executeMultiple: async () => {
      throw new Error('executeMultiple is not available in a transaction')
    },
    commit: () => end('COMMIT'),
    rollback: () => end('ROLLBACK'),
    close: () => void end('ROLLBACK'),
    get closed() {
      return !open
    },
  }
}

/** The transaction gives the turn back when it commits, rolls back or closes, whichever comes first. */
function releasedAtEnd(transaction: Transaction, release: () => void): Transaction {
  const commit = transaction.commit.bind(transaction)
  const rollback = transaction.rollback.bind(transaction)
  const close = transaction.close.bind(transaction)
  transaction.commit = () => commit().finally(release)
  transaction.rollback = () => rollback().finally(release)
  transaction.close = () => {
    try {
      close()
    } finally {
      release()
    }
  }
  return transaction
}

/** A first-come, first-served turn for this process's writers, given up after `waitMs` like SQLite's busy timeout. */
class WriterTurn {
  private held = false
  private readonly waiting: Array<() => void> = []

  constructor(private readonly waitMs: number) {}

  take(): Promise<() => void> {
    if (!this.held) {
      this.held = true
      return Promise.resolve(this.releaser())
    }
    return new Promise((resolve, reject) => {
      const wake = () => {
        clearTimeout(timer)
        resolve(this.releaser())
      }
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(wake), 1)
        reject(
          Object.assign(new Error('SQLITE_BUSY: database is locked (another write of this process went on too long)'), {
            code: 'SQLITE_BUSY',
          }),
        )
      }, this.waitMs)
      this.waiting.push(wake)
    })
  }

  /** Releases once; the next writer in line (if any) gets the turn directly. */
  private releaser(): () => void {
    let released = false
    return () => {
      if (released) return
      released = true
      const next = this.waiting.shift()
      if (next) next()
      else this.held = false
    }
  }
}
