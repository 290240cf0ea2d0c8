import { colors } from '../../ui/theme'
import { Button } from '../../ui/Button'
import { RichText } from '../../ui/RichText'
import { fillTemplate } from '../../../contracts/fill-template'
import type { Bonus, GuaranteeCard, Home, Objection, ValueStackItem } from '../../../cms/payload-types'
import { docs } from '../../lib/relationship-docs'
import { formatDollars } from '../roi'
import { UrgencySpots } from '../UrgencySpots'
import { cardCss, CtaRow, gridCss, Section } from './Section'
import { useSiteText } from '../../lib/site-text'
import { riseText } from '../../../contracts/price-rise'
import { usePriceRise } from '../../lib/price-rise'

export function Urgency({ content }: { content: Home['urgency'] }) {
  // The price lock names the rise, and shows only while one is to come (docs/decisions/120).
  const priceLock = riseText(content.price_lock, usePriceRise().values)
  return (
    <Section id="urgency" heading={content.heading}>
      <div css={gridCss(300)}>
        {priceLock ? (
          <article css={cardCss}>
            <p css={{ margin: 0, fontSize: 18 }}>{priceLock}</p>
          </article>
        ) : null}
        <article css={{ ...cardCss, borderColor: colors.warning }}>
          <h3 css={{ margin: '0 0 8px', color: colors.warning }}>{content.fast_action_title}</h3>
          <p css={{ margin: 0 }}>{content.fast_action_text}</p>
          <UrgencySpots copy={content} />
        </article>
      </div>
    </Section>
  )
}

/** The value stack and price (anchor #pricing): savings are the total minus the price. */
export function PricingBlock({
  content,
  onCta,
  getStartedUrl,
  onGetStarted,
}: {
  content: Home['pricing']
  onCta: () => void
  getStartedUrl?: string | null
  onGetStarted: () => void
}) {
  const items = docs<ValueStackItem>(content.value_stack)
  const total = items.reduce((sum, item) => sum + item.monthly_value, 0)
  return (
    <Section id="pricing" heading={content.heading} tone="raised">
      <div css={{ ...cardCss, maxWidth: 640, margin: '0 auto' }}>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <li
              key={item.id}
              css={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 12,
                padding: '8px 0',
                borderBottom: `1px solid ${colors.border}`,
              }}
            >
              <span>✓ {item.item_name}</span>
              <span css={{ color: colors.muted }}>{formatDollars(item.monthly_value)}/mo</span>
            </li>
          ))}
        </ul>
        <p css={{ display: 'flex', justifyContent: 'space-between', fontWeight: 800, fontSize: 18 }}>
          <span>{content.total_label}</span>
          <s data-testid="value-stack-total">{formatDollars(total)}/mo</s>
        </p>
        <p css={{ display: 'flex', justifyContent: 'space-between', fontWeight: 800, fontSize: 24, color: colors.success, margin: 0 }}>
          <span>{content.price_label}</span>
          <span>{formatDollars(content.price)}/mo</span>
        </p>
        <p css={{ textAlign: 'center', color: colors.warning, fontWeight: 700 }}>
          {fillTemplate(content.savings_label, { amount: formatDollars(total - content.price) })}
        </p>
        <p css={{ display: 'flex', justifyContent: 'space-between', margin: '0 0 16px' }}>
          <span>🎁 {content.onboarding_bonus_label}</span>
          <span>{formatDollars(content.onboarding_bonus_value)}</span>
        </p>
        <div css={{ display: 'grid', gap: 10 }}>
          <Button type="button" onClick={onCta}>
            {content.cta_label}
          </Button>
          {getStartedUrl ? (
            <a
              href={getStartedUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onGetStarted}
              css={{
                textAlign: 'center',
                padding: '12px',
                borderRadius: 10,
                border: `1px solid ${colors.border}`,
                fontWeight: 700,
                textDecoration: 'none',
              }}
            >
              {content.get_started_label}
            </a>
          ) : null}
        </div>
      </div>
    </Section>
  )
}

export function Guarantee({ content }: { content: Home['guarantee'] }) {
  const cards = docs<GuaranteeCard>(content.cards)
  if (!cards.length) return null
  return (
    <Section id="guarantee" heading={content.heading}>
      <div css={gridCss(260)}>
        {cards.map((g) => (
          <article key={g.id} css={cardCss}>
            <span
              css={{
                display: 'inline-block',
                padding: '4px 10px',
                borderRadius: 999,
                background: colors.success,
                color: '#04130a',
                fontWeight: 800,
                fontSize: 13,
              }}
            >
              {g.badge}
            </span>
            <h3 css={{ margin: '10px 0 6px' }}>{g.title}</h3>
            <RichText html={g.description_html} css={{ color: colors.muted }} />
          </article>
        ))}
      </div>
    </Section>
  )
}

export function Objections({ content }: { content: Home['objections'] }) {
  const site = useSiteText()
  const objections = docs<Objection>(content.items)
  if (!objections.length) return null
  return (
    <Section id="objections" heading={content.heading} tone="raised">
      <div css={{ maxWidth: 820, margin: '0 auto', display: 'grid', gap: 12 }}>
        {objections.map((o) => (
          <details key={o.id} css={{ ...cardCss, padding: 0 }}>
            <summary css={{ cursor: 'pointer', padding: 18, fontWeight: 700 }}>
              {o.title}: “{o.objection}”
            </summary>
            <div css={{ padding: '0 18px 18px' }}>
              <RichText html={o.answer_html} css={{ margin: '0 0 8px' }} />
              <p css={{ margin: 0, color: colors.success, fontWeight: 600 }}>{site(o.proof)}</p>
            </div>
          </details>
        ))}
      </div>
    </Section>
  )
}

export function BonusStack({ content }: { content: Home['bonus_stack'] }) {
  const bonuses = docs<Bonus>(content.bonuses)
  const total = bonuses.reduce((sum, b) => sum + (b.value ?? 0), 0)
  if (!bonuses.length) return null
  return (
    <Section id="bonus-stack" heading={content.heading}>
      <div css={gridCss(260)}>
        {bonuses.map((b) => (
          <article key={b.id} css={cardCss}>
            <p css={{ margin: 0, fontWeight: 800, color: colors.warning }}>
              {b.priceless || b.value == null ? content.priceless_label : formatDollars(b.value)}
            </p>
            <h3 css={{ margin: '6px 0' }}>{b.title}</h3>
            <RichText html={b.description_html} css={{ color: colors.muted }} />
          </article>
        ))}
      </div>
      <p css={{ textAlign: 'center', fontSize: 22, fontWeight: 800, marginTop: 24 }}>
        {content.total_label} <span data-testid="bonus-total">+{formatDollars(total)}</span>
      </p>
    </Section>
  )
}

export function FinalCta({ content, onCta }: { content: Home['final_cta']; onCta: () => void }) {
  return (
    <Section id="final-cta" heading={content.heading} tone="raised">
      <p css={{ maxWidth: 700, margin: '0 auto', textAlign: 'center', fontSize: 18, color: colors.muted }}>{content.text}</p>
      <CtaRow>
        <Button type="button" onClick={onCta}>
          {content.cta_label}
        </Button>
      </CtaRow>
    </Section>
  )
}
