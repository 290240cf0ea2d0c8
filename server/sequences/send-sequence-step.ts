import type { PayloadRequest } from 'payload'
import type { Sequence, SequenceEnrolment } from '../../cms/payload-types'
import { setting } from '../../runtime/settings'
import { mailOrigin } from '../lib/site-origin'
import { recordSubjectExposure, subjectForRecipient } from '../copy-lab/subject-for-recipient'
import { addressConfirmed } from './address-confirmed'
import { admitSequenceMail } from './admit-sequence-mail'
import { awaitConfirmation } from './await-confirmation'
import { checkoutMailDayMs, checkoutMailToday } from './checkout-mail-today'
import { claimSequenceSend } from './claim-sequence-send'
import { signEmailLink } from './email-link-token'
import { inTransaction } from './in-transaction'
import { queueSequenceStep } from './queue-sequence-step'
import { recipientHash } from './recipient-hash'
import { recordSequenceSent, sentButNotRecorded } from './record-sequence-sent'
import { recipientBarred } from './recipient-barred'
import { renderSequenceEmail } from './render-sequence-email'
import { riseValuesForMail, stepMentionsRise } from './rise-in-mail'
import { nextInWindow } from './sending-window'
import { realClock, stepDelayMs } from './sequence-clock'
import { endEnrolment } from './stop-enrolments'
import { stopReason } from './stop-reason'

const AS_SYSTEM = { overrideAccess: true, depth: 0 } as const

/** After step `step` went out: the next one is queued at its delay, or the enrolment is complete. One transaction. */
async function advance(req: PayloadRequest, enrolment: SequenceEnrolment, sequence: Sequence, step: number) {
  // The rest of a sequence waits until the address is confirmed (issue 38): no job until then.
  if (sequence.steps[step + 1] && !(await addressConfirmed(req, enrolment.email))) return awaitConfirmation(req, enrolment, step + 1)
  await inTransaction(req, async (tx) => {
    const next = sequence.steps[step + 1]
    if (!next) return endEnrolment(tx, enrolment, 'completed')
    await tx.payload.update({ collection: 'sequence-enrolments', id: enrolment.id, data: { next_step: step + 1 }, ...AS_SYSTEM, req: tx })
    await queueSequenceStep(tx, { enrolment: enrolment.id, step: step + 1, at: new Date(Date.now() + stepDelayMs(next)) })
  })
}

/**
 * The sequence-step job: one e-mail of one enrolment, when it is due. Nothing goes out to a
 * stopped enrolment, a person who met a stop condition, a suppressed, refunded or staff
 * address; an e-mail that would come within 12 (sequence) hours of the person's last one, or
 * outside its sending window, waits. The send row is claimed before the e-mail goes out, so a
 * job run twice, or on two nodes, sends once.
 */
export async function sendSequenceStep(
  req: PayloadRequest,
  { enrolment: enrolmentId, step }: { enrolment: string; step: number },
  { triesLeft }: { triesLeft: number } = { triesLeft: 0 },
) {
  const { payload } = req
  const id = /^\d+$/.test(enrolmentId) && payload.db.defaultIDType === 'number' ? Number(enrolmentId) : enrolmentId
  const enrolment = await payload.findByID({
    collection: 'sequence-enrolments',
    id,
    depth: 1,
    overrideAccess: true,
    req,
    disableErrors: true,
  })
  if (!enrolment || enrolment.status !== 'active' || enrolment.next_step !== step) return
  const sequence = enrolment.sequence as Sequence
  const current = sequence.steps[step]
  if (!sequence.active) return endEnrolment(req, enrolment, 'stopped', 'sequence turned off')
  if (!current) return endEnrolment(req, enrolment, 'completed')
  const stop = (await stopReason(req, enrolment, sequence)) ?? (await recipientBarred(req, enrolment.email))
  if (stop) return endEnrolment(req, enrolment, 'stopped', stop)
  // Issue 38: only the first e-mail goes to an address that has not shown it is its owner's, and
  // a checkout's e-mails go at most once per address per day (another checkout's is dropped).
  if (step > 0 && !(await addressConfirmed(req, enrolment.email))) return awaitConfirmation(req, enrolment, step)
  if (enrolment.trigger === 'checkout_started') {
    const today = await checkoutMailToday(req, enrolment, step)
    if (today && !today.own) return endEnrolment(req, enrolment, 'stopped', 'another checkout e-mailed within a day')
    if (today) return queueSequenceStep(req, { enrolment: enrolment.id, step, at: new Date(today.at + checkoutMailDayMs()) })
  }

  const now = Date.now()
  // A first e-mail at once keeps a form's promise whatever the hour; later ones wait for the window.
  if (realClock() && current.delay > 0) {
    const window = sequence.sending_window
    const at = nextInWindow(new Date(now), {
      fromHour: window.from_hour,
      toHour: window.to_hour,
      timeZone: enrolment.time_zone || window.time_zone,
    })
    if (at.getTime() > now) return queueSequenceStep(req, { enrolment: enrolment.id, step, at })
  }

  // An e-mail about the price rise goes only while one is to come on a date (docs/decisions/120).
  const rise = stepMentionsRise(current) ? await riseValuesForMail(payload) : {}
  if (!rise) return advance(req, enrolment, sequence, step)

  // The send row first (one per step, one per person's turn: ./claim-sequence-send.ts).
  const send = await claimSequenceSend(req, { enrolment, sequence, step, began: new Date(now) })
  if (send === 'sent') return advance(req, enrolment, sequence, step)
  if (send instanceof Date) return queueSequenceStep(req, { enrolment: enrolment.id, step, at: send })
  if (!send) return
  // A claim an earlier run left `sending` (docs/decisions/115): sent by this process, and only
  // its record was lost, it is recorded, not sent again; else nobody knows, and it goes again, flagged.
  if (Date.parse(send.createdAt) < now) {
    const known = sentButNotRecorded(send.id)
    if (known) {
      await recordSequenceSent(req, send.id, known)
      return advance(req, enrolment, sequence, step)
    }
    await payload.update({ collection: 'sequence-sends', id: send.id, data: { resent_after_unknown: true }, ...AS_SYSTEM, req })
    payload.logger.info(
      { sequence: sequence.slug, step, recipient: recipientHash(enrolment.email), send: String(send.id) },
      'sequence e-mail sent again after an unknown outcome',
    )
  } else {
    // The mail budget (issue 38), spent by the run that makes the claim, so a claim taken over
    // above was paid for: held, or the budget unreadable (Redis away), the claim goes, and the
    // e-mail tries again later as a new send, never as one of unknown outcome.
    const later = await admitSequenceMail(enrolment.email).catch(async (error: unknown) => {
      await payload.delete({ collection: 'sequence-sends', id: send.id, ...AS_SYSTEM, req })
      throw error
    })
    if (later) {
      await payload.delete({ collection: 'sequence-sends', id: send.id, ...AS_SYSTEM, req })
      payload.logger.info({ enrolment: enrolment.id, step }, 'sequence e-mail held by the mail budget')
      return queueSequenceStep(req, { enrolment: enrolment.id, step, at: later })
    }
  }

  const origin = mailOrigin()
  const sendId = String(send.id)
  const token = (link: Parameters<typeof signEmailLink>[1]) => signEmailLink(payload.secret, link)
  const unsubscribe = `${origin}/email/unsubscribe/${token({ k: 'unsubscribe', s: sendId, e: enrolment.email })}`
  // A copy test on the step's subject (docs/decisions/097): the recipient's variant, and their
  // clicks counted on the unit the test assigned them by.
  const { subject, exposure } = await subjectForRecipient({
    sequence: sequence.slug,
    step,
    email: enrolment.email,
    published: current.subject,
  })
  const email = renderSequenceEmail(
    { ...current, subject },
    { ...(enrolment.fields as Record<string, string> | null), ...rise },
    {
      origin,
      campaign: sequence.slug,
      click: (target) => `${origin}/email/click/${token({ k: 'click', s: sendId, u: target, ...(exposure ? { v: exposure.unit } : {}) })}`,
      unsubscribe,
      openPixel: setting('SEQUENCE_OPEN_TRACKING') ? `${origin}/email/open/${token({ k: 'open', s: sendId })}` : undefined,
    },
  )
  try {
    await payload.sendEmail({
      to: enrolment.email,
      subject: email.subject,
      html: email.html,
      text: email.text,
      // RFC 8058: a mail client's one-click unsubscribe POSTs to this address, no page, no session.
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      // One Message-ID per send: a copy sent again after an unknown outcome carries the same
      // one, which mail clients and providers use to show it once.
      messageId: `<sequence-send-${sendId}@${new URL(origin).hostname}>`,
    })
  } catch (error) {
    payload.logger.info(
      {
        sequence: sequence.slug,
        step,
        recipient: recipientHash(enrolment.email),
        triesLeft,
        err: { message: (error as Error).message },
      },
      'sequence e-mail not sent',
    )
    // Not sent: the claim goes, so the job's retry sends it.
    await payload.delete({ collection: 'sequence-sends', id: send.id, ...AS_SYSTEM, req })
    throw error
  }
  // The mail server took it: from here on the record is retried, never the e-mail.
  await recordSequenceSent(req, send.id, { sent_at: new Date().toISOString(), subject: email.subject })
  // Sent: a lost exposure costs the test one recipient, never the e-mail's next step.
  if (exposure)
    await recordSubjectExposure(req, exposure, sendId).catch((error: unknown) =>
      payload.logger.error({ err: error, experiment: exposure.experiment }, 'subject test exposure not recorded'),
    )
  await advance(req, enrolment, sequence, step)
}
