import { useState } from 'react'
import { Slider } from '../ui/Slider'
import { colors } from '../ui/theme'
import { computeMarkup } from './markup'
import { formatDollars } from './roi'
import type { SliderCopy } from './RoiCalculator'

export type MarkupCalculatorCopy = {
  heading: string
  delivery_cost: SliderCopy
  multiplier: SliderCopy
  cost_label: string
  revenue_label: string
  profit_label: string
  margin_label: string
  cost_bar_px: number
  max_bar_px: number
}

/** The markup slider calculator of the Three Pillars section (spec section 9). */
export function MarkupCalculator({ copy }: { copy: MarkupCalculatorCopy }) {
  const [cost, setCost] = useState(copy.delivery_cost.default)
  const [multiplier, setMultiplier] = useState(copy.multiplier.default)
  const m = computeMarkup(cost, multiplier, { baseBarPx: copy.cost_bar_px, maxBarPx: copy.max_bar_px })

  return (
    <div css={{ background: colors.surface, border: `1px solid ${colors.border}`, borderRadius: 20, padding: 24 }}>
      <h3 css={{ margin: '0 0 16px' }}>{copy.heading}</h3>
      <Slider range={copy.delivery_cost} value={cost} shown={formatDollars(cost)} onChange={setCost} />
      <Slider range={copy.multiplier} value={multiplier} shown={`${multiplier}x`} onChange={setMultiplier} />
      <div css={{ display: 'flex', alignItems: 'flex-end', gap: 24, height: copy.max_bar_px + 10, margin: '12px 0' }} aria-hidden="true">
        <div data-testid="cost-bar" css={{ width: 64, height: m.costBarPx, background: colors.border, borderRadius: 8 }} />
        <div
          data-testid="revenue-bar"
          css={{ width: 64, height: m.revenueBarPx, background: colors.accent, borderRadius: 8, transition: 'height 0.2s' }}
        />
      </div>
      <dl css={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: '6px 16px', margin: 0 }}>
        <dt>{copy.cost_label}</dt>
        <dd css={{ margin: 0 }}>{formatDollars(cost)}</dd>
        <dt>{copy.revenue_label}</dt>
        <dd css={{ margin: 0 }}>{formatDollars(m.revenue)}</dd>
        <dt>{copy.profit_label}</dt>
        <dd css={{ margin: 0, color: colors.success, fontWeight: 700 }}>{formatDollars(m.profit)}</dd>
        <dt>{copy.margin_label}</dt>
        <dd css={{ margin: 0 }}>{m.marginPercent}%</dd>
      </dl>
    </div>
  )
}
