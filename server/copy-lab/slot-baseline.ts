import type { Payload, Where } from 'payload'
import type { CopyMetric, CopySlot, SubjectSlot } from '../../contracts/copy-lab'
import { funnelReport } from '../analytics/funnel-report'
import { sequenceOfSlot } from './subject-words'

/** Which funnel steps make each copy metric's rate: the step before it and the step itself. */
const METRIC_STEPS: Record<Exclude<CopyMetric, 'email-click'>, { funnel: 'home' | 'offer'; from: string; to: string }> = {
  'lead-captured': { funnel: 'home', from: 'visit', to: 'lead' },
  'checkout-started': { funnel: 'home', from: 'pricing_view', to: 'checkout_started' },
  purchase: { funnel: 'offer', from: 'offer_view', to: 'paid' },
  'upsell-accepted': { funnel: 'offer', from: 'paid', to: 'upsell_accepted' },
}

export const BASELINE_DAYS = 30

/**
 * The slot's metric over the last 30 days, from the funnel report (aggregated in the database), or
 * a subject's clicks over its sends: what the fixed-horizon power calculation starts from.
 */
export async function slotBaseline(payload: Payload, slot: CopySlot, now = new Date()) {
  if (slot.kind === 'subject') return subjectBaseline(payload, slot, now)
  const steps = METRIC_STEPS[slot.metric as keyof typeof METRIC_STEPS]
  const day = (t: number) => new Date(t).toISOString().slice(0, 10)
  const report = await funnelReport(payload, {
    funnel: steps.funnel,
    from: day(now.getTime() - (BASELINE_DAYS - 1) * 86_400_000),
    to: day(now.getTime()),
  })
  const visitors = report.total.steps.find((s) => s.key === steps.from)?.visitors ?? 0
  const conversions = report.total.steps.find((s) => s.key === steps.to)?.visitors ?? 0
  return { visitors, conversions, rate: visitors > 0 ? conversions / visitors : 0 }
}

/** A subject's step over the last 30 days: e-mails of the step sent, and how many were clicked (counted in the database). */
async function subjectBaseline(payload: Payload, slot: SubjectSlot, now: Date) {
  const sequence = await sequenceOfSlot(payload, slot, { user: null })
  if (!sequence) return { visitors: 0, conversions: 0, rate: 0 }
  const since = new Date(now.getTime() - BASELINE_DAYS * 86_400_000).toISOString()
  const sent: Where = {
    and: [{ sequence: { equals: sequence.id } }, { step: { equals: slot.step } }, { sent_at: { greater_than_equal: since } }],
  }
  const count = async (where: Where) => (await payload.count({ collection: 'sequence-sends', where, overrideAccess: true })).totalDocs
  const [visitors, conversions] = await Promise.all([count(sent), count({ and: [sent, { clicked_at: { exists: true } }] })])
  return { visitors, conversions, rate: visitors > 0 ? conversions / visitors : 0 }
}
