import type { PayloadRequest } from 'payload'

/** Runs `work` in one transaction on `req` (committed, or rolled back when it throws). */
export async function inTransaction<T>(req: PayloadRequest, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const transactionID = (await req.payload.db.beginTransaction()) ?? undefined
  // A request of its own: the caller's (a job's) keeps its own transaction state.
  const inner = { payload: req.payload, context: req.context, user: req.user, transactionID } as PayloadRequest
  try {
    const result = await work(inner)
    if (transactionID !== undefined) await req.payload.db.commitTransaction(transactionID)
    return result
  } catch (error) {
    if (transactionID !== undefined) await req.payload.db.rollbackTransaction(transactionID)
    throw error
  }
}
