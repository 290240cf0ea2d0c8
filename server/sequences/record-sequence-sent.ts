import type { PayloadRequest } from 'payload'

const AS_SYSTEM = { overrideAccess: true, depth: 0 } as const
/** How long the record of a sent e-mail is retried: longer than a database restart or failover takes. */
const RECORD_FOR_MS = 120_000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type SentFacts = { sent_at: string; subject: string }

/**
 * E-mails the mail server took whose `sent` this process has not written yet (the database was
 * away): a later run of the same job on this node records them instead of sending them again.
 */
const sentNotRecorded = new Map<string, SentFacts>()

/** What this process knows of a send left `sending`: the mail server took it, and when. */
export const sentButNotRecorded = (sendId: string | number): SentFacts | undefined => sentNotRecorded.get(String(sendId))

/**
 * Records a send as `sent` once the mail server has taken the e-mail. The write is retried, not
 * the e-mail (docs/decisions/115): a database that restarts just after the SMTP answer costs a
 * wait here, never a second copy. A write that still fails after RECORD_FOR_MS throws, and the
 * fact stays in this process for the job's next try.
 */
export async function recordSequenceSent(req: PayloadRequest, sendId: string | number, facts: SentFacts, forMs = RECORD_FOR_MS) {
  sentNotRecorded.set(String(sendId), facts)
  const until = Date.now() + forMs
  for (let wait = 250; ; wait = Math.min(wait * 2, 5_000)) {
    try {
      // A request of its own: the job's may carry a transaction that the outage ended.
      await req.payload.update({ collection: 'sequence-sends', id: sendId, data: { status: 'sent', ...facts }, ...AS_SYSTEM })
      sentNotRecorded.delete(String(sendId))
      return
    } catch (error) {
      if (Date.now() + wait > until) throw error
      if (wait === 250)
        req.payload.logger.info(
          { send: String(sendId), err: { message: (error as Error).message } },
          'sequence e-mail sent, its record waits for the database',
        )
      await sleep(wait)
    }
  }
}
