import type { PayloadRequest } from 'payload'
import { SEQUENCE_EVENT_TASK, SEQUENCE_QUEUE, type SequenceEvent } from '../../../contracts/sequences'

export type SequenceEventInput = { event: SequenceEvent; email: string; lead?: string; order?: string; kind?: string }

/**
 * Tells the sequences what just happened, as a job on the Jobs Queue written in the same
 * transaction as the write that caused it: a lead stored is a lead the sequences will see, and
 * a rolled-back write enrols nobody. The seed's writes tell nothing.
 */
export async function queueSequenceEvent(req: PayloadRequest, input: SequenceEventInput): Promise<void> {
  if (req.context?.seed || !input.email.includes('@')) return
  await req.payload.jobs.queue({ task: SEQUENCE_EVENT_TASK, queue: SEQUENCE_QUEUE, input, req })
}
