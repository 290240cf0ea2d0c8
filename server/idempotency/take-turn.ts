import type { ClaimRows } from './claims'

/** `tookOver`: the lease of a holder that never answered ran out, and this turn does its work again. */
export type Turn = { claim: string; tookOver: boolean } | { answer: unknown } | { busy: true }

/**
 * Waits for the turn to do `subject`'s work, across nodes: the lease (first to ask, or the
 * next once a dead holder's lease ran out), or the answer its holder kept, or `busy` when
 * the holder is still at work after `waitMs`.
 */
export async function takeTurn(
  store: Pick<ClaimRows, 'acquire'>,
  subject: string,
  { leaseMs, waitMs }: { leaseMs: number; waitMs: number },
): Promise<Turn> {
  const until = Date.now() + waitMs
  for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
    const claim = await store.acquire(subject, leaseMs)
    if (claim.acquired) return { claim: claim.claim, tookOver: claim.tookOver === true }
    if (claim.answer !== undefined) return { answer: claim.answer }
    if (Date.now() + pause > until) return { busy: true }
    await new Promise((resolve) => setTimeout(resolve, pause))
  }
}
