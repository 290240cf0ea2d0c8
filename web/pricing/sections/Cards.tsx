import type { Pricing } from '../../../cms/payload-types'
import { BookingEmbed } from '../../ui/BookingEmbed'
import { Button } from '../../ui/Button'
import { colors } from '../../ui/theme'
import { badgeCss, cardCss } from './styles'

/** The private founder coaching card: from $10K+, 3 spots a quarter, its booking widget. */
export function CoachingCard({ copy, bookingUrl, supportEmail }: { copy: Pricing['coaching']; bookingUrl: string; supportEmail: string }) {
  const href = bookingUrl || `mailto:${supportEmail}?subject=${encodeURIComponent(copy.title)}`
  return (
    <section
      aria-labelledby="coaching-heading"
      css={{
        ...cardCss,
        margin: '0 0 36px',
        display: 'grid',
        gap: 16,
        alignItems: 'center',
        background: 'linear-gradient(135deg, rgba(139,92,246,0.16), rgba(21,21,38,1))',
        '@media (min-width: 800px)': { gridTemplateColumns: '1fr auto' },
      }}
    >
      <div>
        <span css={badgeCss}>{copy.badge}</span>
        <h2 id="coaching-heading" css={{ margin: '10px 0 8px', fontSize: 26 }}>
          {copy.title}
        </h2>
        <p css={{ margin: '0 0 12px', color: colors.muted }}>{copy.text}</p>
        <p css={{ margin: 0, display: 'flex', gap: 18, flexWrap: 'wrap', fontWeight: 700 }}>
          <span>{copy.price_label}</span>
          <span>{copy.spots_label}</span>
          <span>{copy.response_label}</span>
        </p>
      </div>
      <a
        href={href}
        target={bookingUrl ? '_blank' : undefined}
        rel={bookingUrl ? 'noopener noreferrer' : undefined}
        css={{
          color: '#fff',
          fontWeight: 700,
          padding: '14px 22px',
          borderRadius: 10,
          border: `1px solid ${colors.accent}`,
          textAlign: 'center',
        }}
      >
        {copy.cta_label}
      </a>
    </section>
  )
}

/** The free-consultation card with the booking widget of site settings (or its fallback). */
export function ConsultationCard({
  copy,
  bookingUrl,
  supportEmail,
}: {
  copy: Pricing['consultation']
  bookingUrl: string
  supportEmail: string
}) {
  return (
    <section aria-labelledby="consultation-heading" css={{ ...cardCss, margin: '36px 0 0' }}>
      <span css={{ ...badgeCss, background: 'rgba(34,197,94,0.16)', color: colors.success }}>{copy.badge}</span>
      <h2 id="consultation-heading" css={{ margin: '10px 0 8px', fontSize: 26 }}>
        {copy.title}
      </h2>
      <p css={{ margin: '0 0 20px', color: colors.muted }}>{copy.text}</p>
      <BookingEmbed url={bookingUrl} copy={copy} supportEmail={supportEmail} />
    </section>
  )
}

/** Both calls to action of the final section: to the plan cards, or to /get-demo. */
export function FinalCta({ copy, onPlans }: { copy: Pricing['final_cta']; onPlans: () => void }) {
  return (
    <div css={{ textAlign: 'center' }}>
      <h2 css={{ fontSize: 'clamp(26px, 4vw, 36px)', margin: '0 0 12px' }}>{copy.heading}</h2>
      <p css={{ margin: '0 auto 24px', maxWidth: 640, color: colors.muted }}>{copy.text}</p>
      <div css={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button type="button" onClick={onPlans}>
          {copy.plans_label}
        </Button>
        <a
          href="/get-demo"
          css={{ color: '#fff', fontWeight: 700, padding: '14px 22px', borderRadius: 10, border: `1px solid ${colors.border}` }}
        >
          {copy.demo_label}
        </a>
      </div>
    </div>
  )
}

/**
 * The floating Get Demo button, bottom left (toasts own the bottom right). It floats only where
 * the margin beside the page's column is wide enough to hold it; on narrower screens (phones
 * included) it sits in the page's flow after the last section, so it never covers a plan card.
 */
export function FloatingDemoButton({ label }: { label: string }) {
  return (
    <div css={{ display: 'flex', justifyContent: 'center', padding: '0 20px 32px', [FLOATS]: { padding: 0 } }}>
      <a
        href="/get-demo"
        css={{
          display: 'inline-flex',
          alignItems: 'center',
          minHeight: 44,
          padding: '12px 20px',
          borderRadius: 999,
          fontWeight: 800,
          color: '#fff',
          textDecoration: 'none',
          background: `linear-gradient(135deg, ${colors.accent}, ${colors.accentStrong})`,
          boxShadow: '0 10px 30px rgba(124,58,237,0.45)',
          [FLOATS]: { position: 'fixed', left: 20, bottom: 20, zIndex: 30 },
        }}
      >
        {label}
      </a>
    </div>
  )
}

// The column is 1120 px wide: the pill (about 140 px, 20 px from the edge) fits beside it from here.
const FLOATS = '@media (min-width: 1480px)'
