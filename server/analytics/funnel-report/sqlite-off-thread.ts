import { Worker } from 'node:worker_threads'

type Pending = { resolve: (rows: Record<string, unknown>[]) => void; reject: (error: Error) => void }

let worker: { url: string; thread: Worker; pending: Map<number, Pending> } | undefined
let nextId = 0

/**
 * Runs one read statement on its own SQLite connection in a worker thread, and answers its rows
 * (issue 30, docs/decisions/072). A report's statement takes tens to hundreds of milliseconds;
 * libsql would run it synchronously on the event loop. One worker per process, started on the
 * first report and left idle (unref'd) between them; it reads what is committed (WAL).
 */
export function readOffThread(url: string, sql: string, args: unknown[]): Promise<Record<string, unknown>[]> {
  if (!worker || worker.url !== url) worker = startWorker(url)
  const { thread, pending } = worker
  const id = nextId++
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject })
    thread.ref()
    thread.postMessage({ id, sql, args })
  })
}

function startWorker(url: string) {
  // 10 s, as the adapter's connection waits for a writer (cms/database.ts).
  const thread = new Worker(new URL('./sqlite-report-worker.mjs', import.meta.url), { workerData: { url, busyTimeoutMs: 10_000 } })
  const pending = new Map<number, Pending>()
  const started = { url, thread, pending }
  thread.unref()
  thread.on('message', ({ id, rows, error }: { id: number; rows?: Record<string, unknown>[]; error?: string }) => {
    const waiting = pending.get(id)
    pending.delete(id)
    if (pending.size === 0) thread.unref()
    if (error !== undefined) waiting?.reject(new Error(error))
    else waiting?.resolve(rows ?? [])
  })
  const fail = (error: Error) => {
    if (worker === started) worker = undefined
    for (const waiting of pending.values()) waiting.reject(error)
    pending.clear()
  }
  thread.on('error', fail)
  thread.on('exit', (code) => fail(new Error(`the report worker exited with ${code}`)))
  return started
}
