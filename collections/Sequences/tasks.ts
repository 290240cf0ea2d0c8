import type { PayloadRequest, TaskConfig } from 'payload'
import { SEQUENCE_EVENT_TASK, SEQUENCE_STEP_TASK } from '../../contracts/sequences'
import type { SequenceEventInput } from './hooks/queueSequenceEvent'

/** What the server hands in at start-up (server/sequences/provide-sequence-tasks.ts): the work behind each task. */
export type SequenceTaskHandlers = {
  onEvent: (input: SequenceEventInput, req: PayloadRequest, at: Date) => Promise<void>
  /** `triesLeft`: the Jobs Queue's retries left should this try fail (for the failure's log line). */
  sendStep: (input: { enrolment: string; step: number }, req: PayloadRequest, tries: { triesLeft: number }) => Promise<void>
}

// On globalThis: the admin bundled by Next runs its own copy of the config in this process.
const KEY = Symbol.for('agency-blueprint.sequence-tasks')
type WithHandlers = typeof globalThis & { [KEY]?: SequenceTaskHandlers }

/** Called by server/ at start-up; collections/ and cms/ never import server/ (docs/decisions/078). */
export function provideSequenceTaskHandlers(handlers: SequenceTaskHandlers): void {
  ;(globalThis as WithHandlers)[KEY] = handlers
}

function handlers(): SequenceTaskHandlers {
  const found = (globalThis as WithHandlers)[KEY]
  // A job claimed where no server runs (a script) fails and is retried by a node that has one.
  if (!found) throw new Error('no server in this process sends sequences')
  return found
}

const RETRIES = { attempts: 6, backoff: { type: 'exponential', delay: 2_000 } } as const

/**
 * The sequences' tasks on Payload's Jobs Queue (docs/decisions/092): a funnel event (enrol or
 * stop), and one e-mail of one enrolment, queued with `waitUntil` at its delay. They wait in
 * their own queue, which the server's runner runs beside the timed jobs (docs/decisions/098).
 * The handlers are the server's; failures are retried with backoff.
 */
export const SEQUENCE_TASKS: TaskConfig[] = [
  {
    slug: SEQUENCE_EVENT_TASK,
    label: 'Sequence event',
    retries: RETRIES,
    inputSchema: [
      { name: 'event', type: 'text', required: true },
      { name: 'email', type: 'text', required: true },
      { name: 'lead', type: 'text' },
      { name: 'order', type: 'text' },
      { name: 'kind', type: 'text' },
    ],
    // The job was queued with the write that caused it: its creation is the event's moment.
    handler: async ({ input, req, job }) => {
      await handlers().onEvent(input as SequenceEventInput, req, new Date(job.createdAt))
      return { output: {} }
    },
  },
  {
    slug: SEQUENCE_STEP_TASK,
    label: 'Sequence e-mail',
    retries: RETRIES,
    inputSchema: [
      { name: 'enrolment', type: 'text', required: true },
      { name: 'step', type: 'number', required: true },
    ],
    handler: async ({ input, req, job }) => {
      const triesLeft = Math.max(0, RETRIES.attempts - (job.totalTried ?? 0))
      await handlers().sendStep(input as { enrolment: string; step: number }, req, { triesLeft })
      return { output: {} }
    },
  },
]
