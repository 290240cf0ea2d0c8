import type { Plan, Pricing } from '../../../cms/payload-types'
import { fillTemplate } from '../../../contracts/fill-template'
import { riseText } from '../../../contracts/price-rise'
import { risenPrices, usePriceRise, type PriceRiseView } from '../../lib/price-rise'
import { Button } from '../../ui/Button'
import { colors } from '../../ui/theme'
import { dollars, planOffer, type BillingPeriod } from '../billing-period'
import { badgeCss, cardCss } from './styles'

/** The monthly/annual switch (annual by default), as a pair of radio buttons. */
export function BillingSwitch({
  copy,
  period,
  onChange,
}: {
  copy: Pricing['billing']
  period: BillingPeriod
  onChange: (period: BillingPeriod) => void
}) {
  const option = (value: BillingPeriod, label: string, badge?: string) => (
    <button
      type="button"
      role="radio"
      aria-checked={period === value}
      onClick={() => onChange(value)}
      css={{
        cursor: 'pointer',
        border: 'none',
        borderRadius: 999,
        padding: '10px 20px',
        fontSize: 15,
        fontWeight: 700,
        color: '#fff',
        background: period === value ? colors.accentStrong : 'transparent',
        '&:focus-visible': { outline: `3px solid ${colors.accent}`, outlineOffset: 2 },
      }}
    >
      {label}
      {badge ? <span css={{ marginLeft: 8, fontSize: 12, color: period === value ? '#ede9fe' : colors.success }}>{badge}</span> : null}
    </button>
  )
  return (
    <div css={{ display: 'flex', justifyContent: 'center', margin: '0 0 32px' }}>
      <div
        role="radiogroup"
        aria-label={copy.label}
        css={{ display: 'inline-flex', padding: 4, borderRadius: 999, background: colors.surface, border: `1px solid ${colors.border}` }}
      >
        {option('monthly', copy.monthly_label)}
        {option('annual', copy.annual_label, copy.annual_badge)}
      </div>
    </div>
  )
}

function FeatureList({ features, muted = false }: { features: { id?: string | null; text: string }[]; muted?: boolean }) {
  return (
    <ul css={{ listStyle: 'none', padding: 0, margin: '0 0 20px', display: 'grid', gap: 8, flex: 1, alignContent: 'start' }}>
      {features.map((feature) => (
        <li key={feature.id ?? feature.text} css={{ display: 'flex', gap: 8 }}>
          <span aria-hidden css={{ color: muted ? colors.muted : colors.success }}>
            ✓
          </span>
          {feature.text}
        </li>
      ))}
    </ul>
  )
}

function PlanCard({
  plan,
  period,
  copy,
  processing,
  discountNote,
  onChoose,
  rise,
}: {
  plan: Plan
  period: BillingPeriod
  copy: Pricing
  processing: boolean
  discountNote: string | null
  onChoose: () => void
  rise: PriceRiseView
}) {
  const shown = risenPrices(plan, rise)
  const { price } = planOffer(shown, period)
  // The note about the rise is the risen plan's, and only while the rise is to come (docs/decisions/120).
  const risePlan = rise.rise && typeof rise.rise.plan === 'object' && rise.rise.plan ? rise.rise.plan.id : rise.rise?.plan
  const priceNote = riseText(plan.price_note, String(risePlan) === String(plan.id) ? rise.values : null)
  return (
    <li
      aria-labelledby={`plan-${plan.key}`}
      css={{
        ...cardCss,
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        borderColor: plan.popular ? colors.accent : colors.border,
        boxShadow: plan.popular ? '0 0 0 1px rgba(139,92,246,0.6), 0 20px 60px rgba(139,92,246,0.18)' : 'none',
      }}
    >
      {plan.popular && plan.popular_label ? (
        <span css={{ ...badgeCss, alignSelf: 'flex-start', marginBottom: 10 }}>{plan.popular_label}</span>
      ) : null}
      <h3 id={`plan-${plan.key}`} css={{ margin: '0 0 6px', fontSize: 24 }}>
        {plan.name}
      </h3>
      <p css={{ margin: '0 0 16px', color: colors.muted, minHeight: 48 }}>{plan.description}</p>
      <p css={{ margin: 0 }}>
        <strong css={{ fontSize: 40 }}>{dollars(price)}</strong>
        <span css={{ color: colors.muted }}>{period === 'monthly' ? copy.billing.per_month : copy.billing.per_year}</span>
      </p>
      <p css={{ margin: '4px 0 16px', minHeight: 22, fontSize: 14, color: colors.success }}>
        {period === 'annual' ? fillTemplate(copy.billing.annual_note, { amount: dollars(Math.round(shown.annual_price / 12)) }) : ''}
      </p>
      <FeatureList features={plan.features} />
      {plan.free_trial_note ? <p css={{ margin: '0 0 10px', fontSize: 14, color: colors.muted }}>{plan.free_trial_note}</p> : null}
      {priceNote ? <p css={{ margin: '0 0 12px', fontSize: 14, color: colors.warning }}>{priceNote}</p> : null}
      <Button type="button" onClick={onChoose} disabled={processing} aria-describedby={`plan-${plan.key}`}>
        {processing ? copy.checkout.processing_label : plan.cta_label}
      </Button>
      {discountNote ? <p css={{ margin: '10px 0 0', fontSize: 13, color: colors.success, textAlign: 'center' }}>{discountNote}</p> : null}
    </li>
  )
}

/** The paid-trial card of the monthly view: shown sold out, its button opens the waitlist. */
function PaidTrialCard({ copy, onWaitlist }: { copy: Pricing['paid_trial']; onWaitlist: () => void }) {
  return (
    <li aria-labelledby="plan-paid-trial" css={{ ...cardCss, display: 'flex', flexDirection: 'column', opacity: 0.95 }}>
      <span css={{ ...badgeCss, alignSelf: 'flex-start', marginBottom: 10, background: 'rgba(245,158,11,0.18)', color: colors.warning }}>
        {copy.sold_out_label}
      </span>
      <h3 id="plan-paid-trial" css={{ margin: '0 0 6px', fontSize: 24 }}>
        {copy.name}
      </h3>
      <p css={{ margin: '0 0 16px', color: colors.muted, minHeight: 48 }}>{copy.description}</p>
      <p css={{ margin: 0 }}>
        <strong css={{ fontSize: 28, whiteSpace: 'nowrap', textDecoration: 'line-through', textDecorationColor: colors.muted }}>
          {copy.price_label}
        </strong>
      </p>
      <p css={{ margin: '4px 0 16px', fontSize: 14, color: colors.muted }}>{copy.then_label}</p>
      <FeatureList features={copy.features} muted />
      <p css={{ margin: '0 0 4px', fontWeight: 700 }}>
        {fillTemplate(copy.spots_label, { left: copy.spots_left, total: copy.spots_total })}
      </p>
      <p css={{ margin: '0 0 12px', fontSize: 14, color: colors.muted }}>{copy.next_opening_label}</p>
      <Button type="button" variant="ghost" onClick={onWaitlist}>
        {copy.cta_label}
      </Button>
    </li>
  )
}

/** The plan cards: three in the annual view, four (with the paid trial) in the monthly view. */
export function PlanCards({
  content,
  plans,
  period,
  processing,
  discountNote,
  onChoose,
  onWaitlist,
}: {
  content: Pricing
  plans: Plan[]
  period: BillingPeriod
  processing: string | null
  discountNote: string | null
  onChoose: (plan: Plan) => void
  onWaitlist: () => void
}) {
  const columns = period === 'monthly' ? plans.length + 1 : plans.length
  const rise = usePriceRise()
  return (
    <ul
      aria-label={content.checkout.plans_label}
      css={{
        listStyle: 'none',
        padding: 0,
        margin: 0,
        display: 'grid',
        gap: 18,
        gridTemplateColumns: '1fr',
        '@media (min-width: 700px)': { gridTemplateColumns: 'repeat(2, 1fr)' },
        '@media (min-width: 1080px)': { gridTemplateColumns: `repeat(${columns}, 1fr)` },
      }}
    >
      {plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          period={period}
          copy={content}
          processing={processing === plan.key}
          discountNote={discountNote}
          onChoose={() => onChoose(plan)}
          rise={rise}
        />
      ))}
      {period === 'monthly' ? <PaidTrialCard copy={content.paid_trial} onWaitlist={onWaitlist} /> : null}
    </ul>
  )
}
