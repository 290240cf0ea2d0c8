import type { Payload } from 'payload'
import type { CopyMetric, CopySlot } from '../../contracts/copy-lab'
import { funnelReport } from '../analytics/funnel-report'

/** Which funnel steps make each copy metric's rate: the step before it and the step itself. */
const METRIC_STEPS: Record<CopyMetric, { funnel: 'home' | 'offer'; from: string; to: string }> = {
  'lead-captured': { funnel: 'home', from: 'visit', to: 'lead' },
  'checkout-started': { funnel: 'home', from: 'pricing_view', to: 'checkout_started' },
  purchase: { funnel: 'offer', from: 'offer_view', to: 'paid' },
  'upsell-accepted': { funnel: 'offer', from: 'paid', to: 'upsell_accepted' },
}

export const BASELINE_DAYS = 30

/**
 * The slot's metric over the last 30 days, from the funnel report (aggregated in the database):
 * what the fixed-horizon power calculation starts from.
 */
export async function slotBaseline(payload: Payload, slot: CopySlot, now = new Date()) {
  const steps = METRIC_STEPS[slot.metric]
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
