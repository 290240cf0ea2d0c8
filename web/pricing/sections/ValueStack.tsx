import type { Plan, Pricing, ValueStackItem } from '../../../cms/payload-types'
import { fillTemplate } from '../../../contracts/fill-template'
import { docs } from '../../lib/relationship-docs'
import { colors } from '../../ui/theme'
import { dollars } from '../billing-period'
import { cardCss, headingCss } from './styles'

const rowCss = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: 12,
  padding: '10px 0',
  borderBottom: `1px solid ${colors.border}`,
} as const

/**
 * The value stack, shown before the plans in the `value_stack` pricing display variant
 * (experiments/features/pricing-display.ts): what every plan replaces, item by item, the total,
 * and the most popular plan's monthly price against it.
 */
export function ValueStack({ copy, plans }: { copy: Pricing['value_stack']; plans: Plan[] }) {
  const items = docs<ValueStackItem>(copy.items)
  const plan = plans.find((p) => p.popular) ?? plans[0]
  if (!items.length || !plan) return null
  const total = items.reduce((sum, item) => sum + item.monthly_value, 0)
  return (
    <section aria-labelledby="value-stack-heading" css={{ margin: '0 0 40px' }}>
      <h2 id="value-stack-heading" css={headingCss}>
        {copy.heading}
      </h2>
      <div css={{ ...cardCss, maxWidth: 680, margin: '0 auto' }}>
        <p css={{ margin: '0 0 12px', color: colors.muted }}>{copy.text}</p>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <li key={item.id} css={rowCss}>
              <span>✓ {item.item_name}</span>
              <span css={{ color: colors.muted, whiteSpace: 'nowrap' }}>{dollars(item.monthly_value)}/mo</span>
            </li>
          ))}
        </ul>
        <p css={{ ...rowCss, borderBottom: 'none', fontWeight: 800, fontSize: 18, margin: 0 }}>
          <span>{copy.total_label}</span>
          <s>{dollars(total)}/mo</s>
        </p>
        <p css={{ ...rowCss, borderBottom: 'none', fontWeight: 800, fontSize: 22, color: colors.success, margin: 0 }}>
          <span>{fillTemplate(copy.price_label, { plan: plan.name })}</span>
          <span>{dollars(plan.monthly_price)}/mo</span>
        </p>
        <p css={{ margin: '8px 0 0', textAlign: 'center', fontWeight: 700, color: colors.warning }}>
          {fillTemplate(copy.savings_label, { amount: dollars(total - plan.monthly_price) })}
        </p>
      </div>
    </section>
  )
}
