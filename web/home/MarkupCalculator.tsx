import { useState } from 'react'
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

  const range = (s: SliderCopy, value: number, onChange: (n: number) => void, shown: string) => (
    <label css={{ display: 'block', marginBottom: 16 }}>
      <span css={{ display: 'flex', justifyContent: 'space-between', fontWeight: 600 }}>
        <span>{s.label}</span>
        <output>{shown}</output>
      </span>
      <input
        type="range"
        min={s.min}
        max={s.max}
        step={s.step}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        css={{ width: '100%', accentColor: colors.accent, marginTop: 8 }}
      />
    </label>
  )

  return (
    <div css={{ background: colors.surface, border: `1px solid ${colors.border}`, borderRadius: 20, padding: 24 }}>
      <h3 css={{ margin: '0 0 16px' }}>{copy.heading}</h3>
      {range(copy.delivery_cost, cost, setCost, formatDollars(cost))}
      {range(copy.multiplier, multiplier, setMultiplier, `${multiplier}x`)}
      <div css={{ display: 'flex', alignItems: 'flex-end', gap: 24, height: copy.max_bar_px + 10, margin: '12px 0' }} aria-hidden="true">
        <div data-testid="cost-bar" css={{ width: 64, height: m.costBarPx, background: colors.border, borderRadius: 8 }} />
        <div data-testid="revenue-bar" css={{ width: 64, height: m.revenueBarPx, background: colors.accent, borderRadius: 8, transition: 'height 0.2s' }} />
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
