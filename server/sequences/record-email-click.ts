import { randomUUID } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import type { Sequence } from '../../cms/payload-types'
import { confirmAddress } from './confirm-address'

/**
 * A click in a sequence e-mail: the send's first click time (the step's clickers), and a
 * funnel event with the e-mail as its source (utm_source=email, the sequence as the campaign),
 * in the visitor's funnel when the browser already has a visitor id. The first click of an
 * e-mail confirms its address (issue 38): the rest of its sequences may go.
 */
export async function recordEmailClick(
  req: PayloadRequest,
  { sendId, target, visitorId }: { sendId: string; target: string; visitorId?: string },
): Promise<boolean> {
  const { payload } = req
  const send = await payload.findByID({
    collection: 'sequence-sends',
    id: sendId,
    depth: 1,
    overrideAccess: true,
    req,
    disableErrors: true,
  })
  if (!send) return false
  const sequence = send.sequence as Sequence
  const now = new Date().toISOString()
  if (!send.clicked_at) {
    await payload.update({ collection: 'sequence-sends', id: send.id, data: { clicked_at: now }, depth: 0, overrideAccess: true, req })
    await confirmAddress(req, { email: send.email, by: 'click' })
  }
  await payload.create({
    collection: 'funnel-events',
    data: {
      event_id: randomUUID(),
      event_type: 'email_click',
      event_data: { sequence: sequence.slug, step: send.step },
      session_id: `email-${send.id}`,
      ...(visitorId ? { visitor_id: visitorId } : {}),
      page_url: target,
      utm_source: 'email',
      utm_medium: 'email',
      utm_campaign: sequence.slug,
      occurred_at: now,
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return true
}
