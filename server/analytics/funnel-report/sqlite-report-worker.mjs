// The funnel report's statement on SQLite, off the event loop (docs/decisions/072): libsql runs a
// statement synchronously, so on the main thread a report held every other request for as long
// as it ran. Plain JavaScript, so the worker needs no TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads'
import { createClient } from '@libsql/client'

const client = createClient({ url: workerData.url })
const ready = client.execute(`PRAGMA busy_timeout = ${workerData.busyTimeoutMs}`)

parentPort.on('message', async ({ id, sql, args }) => {
  try {
    await ready
    const result = await client.execute({ sql, args })
    const rows = result.rows.map((row) => Object.fromEntries(result.columns.map((column, i) => [column, row[i]])))
    parentPort.postMessage({ id, rows })
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
