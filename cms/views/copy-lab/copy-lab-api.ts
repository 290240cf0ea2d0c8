import type { z } from 'zod'
import type { copyLabOutput } from '../../../contracts/copy-lab'
import type { FunctionAnswer, FunctionBody, FunctionName } from '../../../contracts/functions'

/** The copy lab's named functions, typed by their entries in contracts/functions.ts. */
type CopyFunction = Extract<
  FunctionName,
  'copy-lab' | 'propose-copy-variants' | 'review-copy-variant' | 'start-copy-test' | 'stop-copy-test' | 'roll-back-copy-test'
>

export type SlotScreenAnswer = Extract<z.infer<typeof copyLabOutput>, { view: 'slot' }>
export type SlotSummary = SlotScreenAnswer['summary']

/**
 * POST /fn/<name> with the admin's session cookie. A refusal's `error` is the catalogue's
 * message for a person (contracts/errors.ts), so it is what the screen shows.
 */
export async function callCopyFunction<N extends CopyFunction>(name: N, input: FunctionBody<N>): Promise<FunctionAnswer<N>> {
  const res = await fetch(`/fn/${name}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  })
  const answer = (await res.json().catch(() => ({}))) as { error?: unknown }
  if (!res.ok) throw new Error(typeof answer.error === 'string' ? answer.error : 'Something went wrong. Please try again.')
  return answer as FunctionAnswer<N>
}
