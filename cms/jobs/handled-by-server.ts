import type { Payload, TaskHandler } from 'payload'

/** What a task does, given by server/ at start-up (server/jobs/job-runner.ts). */
export type ServerTaskHandler = (args: { payload: Payload; input: Record<string, unknown>; jobId: number | string }) => Promise<unknown>

// On globalThis, like collections/server-services.ts: the config's copy bundled by Next sees the same table.
const KEY = Symbol.for('agency-funnel.job-task-handlers')
type WithHandlers = typeof globalThis & { [KEY]?: Record<string, ServerTaskHandler> }

/** Called by server/ at start-up; a later call adds to (or replaces) the handlers it names. */
export function provideTaskHandlers(handlers: Record<string, ServerTaskHandler>): void {
  const holder = globalThis as WithHandlers
  holder[KEY] = { ...holder[KEY], ...handlers }
}

/**
 * A task's handler in the Payload config: the work itself is server code (digests, alerts, mail),
 * which cms/ may not import (docs/decisions/078), so the config names the task and the server
 * hands in what it does. A node that handed in nothing (a script, the seed) runs no jobs; should one
 * claim a job all the same, the job fails and is retried, as any failure is.
 */
export const handledByServer =
  (slug: string): TaskHandler<{ input: Record<string, unknown>; output: Record<string, never> }> =>
  async ({ input, job, req }) => {
    const handler = (globalThis as WithHandlers)[KEY]?.[slug]
    if (!handler) throw new Error(`No handler for the "${slug}" task on this node`)
    await handler({ payload: req.payload, input: input ?? {}, jobId: job.id })
    return { output: {} }
  }
