import type { PayloadRequest } from 'payload'
import { SEQUENCE_QUEUE, SEQUENCE_STEP_TASK } from '../../contracts/sequences'

/** One e-mail of one enrolment, due at `at`: a job the Jobs Queue hands to the first node that finds it due. */
export async function queueSequenceStep(
  req: PayloadRequest,
  { enrolment, step, at }: { enrolment: string | number; step: number; at: Date },
) {
  await req.payload.jobs.queue({
    task: SEQUENCE_STEP_TASK,
    queue: SEQUENCE_QUEUE,
    input: { enrolment: String(enrolment), step },
    waitUntil: at,
    req,
  })
}
