/** The markup slider calculator of the Three Pillars section (spec section 9). */
export type MarkupBars = { baseBarPx: number; maxBarPx: number }

export const SPEC_MARKUP_BARS: MarkupBars = { baseBarPx: 80, maxBarPx: 400 }

export function computeMarkup(deliveryCost: number, multiplier: number, bars: MarkupBars = SPEC_MARKUP_BARS) {
  const revenue = deliveryCost * multiplier
  const profit = revenue - deliveryCost
  const marginPercent = revenue > 0 ? Math.round((profit / revenue) * 100) : 0
  return {
    revenue,
    profit,
    marginPercent,
    costBarPx: bars.baseBarPx,
    revenueBarPx: Math.min(bars.baseBarPx * multiplier, bars.maxBarPx),
  }
}
