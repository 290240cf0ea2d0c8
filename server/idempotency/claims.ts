import type { Payload } from 'payload'

/**
 * A lease on a piece of work (an idempotency key, a checkout's payment, a delivery attempt):
 * won by the first to ask, or held by someone else until `until`, or already done with `answer`.
 */
export type Claim =
  /** `tookOver`: an earlier holder's lease ran out unanswered (it died, or stalled), and this one takes its work over. */
  { acquired: true; claim: string; tookOver?: boolean } | { acquired: false; answer?: unknown; until: number }

/** `subject#n`: the n-th lease taken on a subject (a new one once the previous holder's ran out). */
export const claimName = (subject: string, n: number) => `${subject}#${n}`
export const claimNumber = (claim: string) => Number(claim.slice(claim.lastIndexOf('#') + 1))

/** Where claim rows are kept: the same fields in each (collections/LocalPaymentClaims, collections/FunctionCallKeys). */
export type ClaimCollection = 'local-payment-claims' | 'function-call-keys'

export type ClaimRows = {
  /** First caller wins `subject` for `leaseMs`; a holder that dies loses it when the lease runs out. */
  acquire(subject: string, leaseMs: number): Promise<Claim>
  /** Keeps the work's answer: later callers of `acquire` on its subject get it instead of a lease. */
  settle(claim: string, answer: unknown): Promise<void>
  /** Gives the subject up at once (the work did nothing, another try may come). */
  release(claim: string): Promise<void>
  /** Forgets the claims of these subjects (a finished delivery's attempts). */
  forget(subjects: string[]): Promise<void>
}

/** Claims are infrastructure, not a user's: the server reads and writes them as the system. */
const AS_SYSTEM = { overrideAccess: true, depth: 0 } as const

/**
 * Claim rows in the database, through the Payload Local API, so every node sees them: what must
 * happen once is decided by the unique `claim`, whose first insert wins. Payload's
 * update-with-where reads then writes, so it cannot be the atomic step; a unique insert is
 * atomic on SQLite, PostgreSQL and MongoDB alike (docs/decisions/044).
 */
export function claimRowsIn(payload: Payload, collection: ClaimCollection): ClaimRows {
  const findClaim = async (claim: string) =>
    (await payload.find({ collection, where: { claim: { equals: claim } }, limit: 1, pagination: false, ...AS_SYSTEM })).docs[0]

  return {
    async acquire(subject, leaseMs) {
      const { docs } = await payload.find({ collection, where: { subject: { equals: subject } }, pagination: false, ...AS_SYSTEM })
      const answered = docs.find((row) => row.answer != null)
      if (answered) return { acquired: false, answer: answered.answer, until: Date.parse(answered.claimed_until) }
      const last = docs.sort((a, b) => claimNumber(a.claim) - claimNumber(b.claim)).at(-1)
      if (last && Date.parse(last.claimed_until) > Date.now()) return { acquired: false, until: Date.parse(last.claimed_until) }
      const claim = claimName(subject, last ? claimNumber(last.claim) + 1 : 0)
      try {
        await payload.create({
          collection,
          data: { claim, subject, claimed_until: new Date(Date.now() + leaseMs).toISOString() },
          ...AS_SYSTEM,
        })
        return { acquired: true, claim, tookOver: last !== undefined }
      } catch (error) {
        // The unique claim: another node wrote it first, and holds the lease.
        const winner = await findClaim(claim)
        if (!winner) throw error
        return { acquired: false, answer: winner.answer ?? undefined, until: Date.parse(winner.claimed_until) }
      }
    },

    async settle(claim, answer) {
      const row = await findClaim(claim)
      if (row) await payload.update({ collection, id: row.id, data: { answer: answer as Record<string, unknown> }, ...AS_SYSTEM })
    },

    async release(claim) {
      await payload.delete({ collection, where: { claim: { equals: claim } }, ...AS_SYSTEM })
    },

    async forget(subjects) {
      if (subjects.length > 0) await payload.delete({ collection, where: { subject: { in: subjects } }, ...AS_SYSTEM })
    },
  }
}
