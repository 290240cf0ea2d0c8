import { createHash } from 'node:crypto'
import { GrowthBook } from '@growthbook/growthbook'
import type { PayloadRequest } from 'payload'
import { EXPOSURE_EVENT } from '../../contracts/funnel-events'
import { subjectSlot, subjectSlotIdOf } from '../../contracts/copy-lab'
import { HASH_ATTRIBUTE } from '../../experiments/payload'
import { recordExposures } from '../analytics/record-exposure'
import { activeExperiments } from '../experiments/live-experiments'

/** A recipient's assignment to a running subject test: what the exposure and the click are recorded on. */
export type SubjectExposure = { experiment: string; variation: string; variationId: number; feature: string; unit: string }

/**
 * The unit a subject test hashes and counts a recipient by: their address, lower-cased and
 * hashed (no address in the facts), the same on every node and for every e-mail to them.
 */
export const recipientUnit = (email: string) =>
  `email-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`

/**
 * The subject a step's e-mail goes out with (docs/decisions/097): the step's own, or, while a
 * copy test runs on the step's subject slot, the recipient's variant of it. The split is
 * GrowthBook's rule of /features.json as every page slot's (the same hashing, weights and
 * holdout), evaluated on the recipient's unit; the control's value (null) is the step's subject.
 */
export async function subjectForRecipient({
  sequence,
  step,
  email,
  published,
}: {
  /** The sequence's slug and the step's index (from 0). */
  sequence: string
  step: number
  email: string
  published: string
}): Promise<{ subject: string; exposure: SubjectExposure | null }> {
  const slot = subjectSlot(subjectSlotIdOf(sequence, step))
  const { payload, experimentFeatures } = await activeExperiments()
  if (!experimentFeatures.has(slot.feature)) return { subject: published, exposure: null }
  const unit = recipientUnit(email)
  const result = new GrowthBook({ attributes: { [HASH_ATTRIBUTE]: unit } }).initSync({ payload }).evalFeature<string | null>(slot.feature)
  const subject = typeof result.value === 'string' && result.value.trim() ? result.value : published
  const assigned = result.experimentResult
  if (!assigned?.inExperiment || !result.experiment) return { subject, exposure: null }
  return {
    subject,
    exposure: {
      experiment: result.experiment.key,
      variation: assigned.key,
      variationId: assigned.variationId,
      feature: slot.feature,
      unit,
    },
  }
}

/**
 * The recipient's exposure, once the e-mail went out: a funnel event as the web's tracker writes
 * one (one per test and recipient: its id is derived from both) and the first-exposure row the
 * results read (server/analytics/record-exposure.ts), so the results, alerts and the copy lab
 * count the recipient like a visitor.
 */
export async function recordSubjectExposure(req: PayloadRequest, exposure: SubjectExposure, sendId: string): Promise<void> {
  const { payload } = req
  const eventId = `xp_${exposure.experiment.slice(0, 24)}_${createHash('sha256').update(`${exposure.experiment}|${exposure.unit}`).digest('hex').slice(0, 16)}`
  const { docs } = await payload.find({
    collection: 'funnel-events',
    where: { event_id: { equals: eventId } },
    limit: 1,
    depth: 0,
    select: { event_id: true },
    overrideAccess: true,
    req,
  })
  if (docs[0]) return
  const at = new Date().toISOString()
  const event = await payload.create({
    collection: 'funnel-events',
    data: {
      event_id: eventId,
      event_type: EXPOSURE_EVENT,
      event_data: {
        experiment_id: exposure.experiment,
        variation_id: exposure.variationId,
        variation_key: exposure.variation,
        feature_id: exposure.feature,
        hash_attribute: HASH_ATTRIBUTE,
      },
      session_id: `email-${sendId}`,
      visitor_id: exposure.unit,
      utm_source: 'email',
      utm_medium: 'email',
      occurred_at: at,
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  await recordExposures(
    payload,
    [
      {
        experiment: exposure.experiment,
        visitor: exposure.unit,
        variation: exposure.variation,
        at,
        event: event.id,
        session: event.session_id,
      },
    ],
    // The job's transaction, if it runs in one (Payload may hold it as a promise).
    { transactionID: await req.transactionID },
  )
}
