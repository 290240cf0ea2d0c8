import type { z } from 'zod'
import type {
  copyLabInput,
  copyLabOutput,
  proposeCopyVariantsInput,
  proposeCopyVariantsOutput,
  reviewCopyVariantInput,
  reviewCopyVariantOutput,
  rollBackCopyTestInput,
  rollBackCopyTestOutput,
  startCopyTestInput,
  startCopyTestOutput,
  stopCopyTestInput,
  stopCopyTestOutput,
} from '../../../contracts/copy-lab'

/** The copy lab's named functions (contracts/copy-lab.ts): each one's input and answer schemas. */
type CopyFunctions = {
  'copy-lab': [typeof copyLabInput, typeof copyLabOutput]
  'propose-copy-variants': [typeof proposeCopyVariantsInput, typeof proposeCopyVariantsOutput]
  'review-copy-variant': [typeof reviewCopyVariantInput, typeof reviewCopyVariantOutput]
  'start-copy-test': [typeof startCopyTestInput, typeof startCopyTestOutput]
  'stop-copy-test': [typeof stopCopyTestInput, typeof stopCopyTestOutput]
  'roll-back-copy-test': [typeof rollBackCopyTestInput, typeof rollBackCopyTestOutput]
}
type CopyFunction = keyof CopyFunctions

export type SlotScreenAnswer = Extract<z.infer<typeof copyLabOutput>, { view: 'slot' }>
export type SlotSummary = SlotScreenAnswer['summary']

/**
 * POST /fn/<name> with the admin's session cookie. A refusal's `error` is the catalogue's
 * message for a person (contracts/errors.ts), so it is what the screen shows.
 */
export async function callCopyFunction<N extends CopyFunction>(
  name: N,
  input: z.input<CopyFunctions[N][0]>,
): Promise<z.infer<CopyFunctions[N][1]>> {
  const res = await fetch(`/fn/${name}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  })
  const answer = (await res.json().catch(() => ({}))) as { error?: unknown }
  if (!res.ok) throw new Error(typeof answer.error === 'string' ? answer.error : 'Something went wrong. Please try again.')
  return answer as z.infer<CopyFunctions[N][1]>
}
