import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Offer } from '../../cms/payload-types'
import { useSlotCopy } from '../lib/experiments/slot-copy'
import { useContent } from '../lib/initial-data'
import { useFunnelTracker } from '../lib/tracking'
import { Button } from '../ui/Button'
import { SimplePage } from '../ui/SimplePage'
import { colors, container } from '../ui/theme'
import { rememberAcquisitionEmail } from './acquisition-email'
import { offerText, usd } from './offer-copy'
import { useSiteText } from '../lib/site-text'

const EmailCaptureModal = lazy(() => import('./EmailCaptureModal'))

type CtaPlace = 'hero' | 'solution' | 'final' | 'sticky_bar'

const band = (tone: 'plain' | 'raised') =>
  ({ padding: '56px 0', background: tone === 'raised' ? colors.surface : 'transparent', borderTop: `1px solid ${colors.border}` }) as const
const h2 = { fontSize: 'clamp(26px, 4vw, 36px)', lineHeight: 1.2, margin: '0 0 24px', textAlign: 'center' } as const
const card = { background: colors.surfaceRaised, border: `1px solid ${colors.border}`, borderRadius: 16, padding: 22 } as const

function Band({ id, heading, tone = 'plain', children }: { id: string; heading: string; tone?: 'plain' | 'raised'; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} css={band(tone)}>
      <div css={container}>
        <h2 id={`${id}-heading`} css={h2}>
          {heading}
        </h2>
        {children}
      </div>
    </section>
  )
}

/**
 * /offer: the $97 acquisition landing (spec section 2). Every call to action opens the email
 * capture; the captured email is remembered for the checkout (session storage).
 */
export function OfferPage() {
  const content = useContent('offer')
  const tracker = useFunnelTracker()
  const navigate = useNavigate()
  const [modalOpen, setModalOpen] = useState(false)
  const site = useSiteText()

  const openModal = useCallback(
    (place: CtaPlace) => {
      if (place === 'hero') tracker.track('hero_cta_click', { offer_type: 'agency_arbitrage_97' })
      tracker.track('offer_cta_click', { place })
      setModalOpen(true)
    },
    [tracker],
  )

  if (!content) return <SimplePage title="Get Your First Clients in 27 Days" />
  const { landing, pricing } = content
  const t = (template: string) => offerText(template, pricing)

  return (
    <main css={{ paddingBottom: 80 }}>
      <Hero copy={landing.hero} t={t} onCta={() => openModal('hero')} />
      <WhatYouGet copy={landing.what_you_get} pricing={pricing} t={t} />
      <Band id="problem" heading={landing.problem.heading} tone="raised">
        <ul css={{ listStyle: 'none', padding: 0, margin: '0 auto', maxWidth: 720, display: 'grid', gap: 12 }}>
          {landing.problem.pains.map((pain) => (
            <li key={pain.id ?? pain.text} css={{ ...card, display: 'flex', gap: 12, alignItems: 'baseline' }}>
              <span aria-hidden css={{ color: '#f87171', fontWeight: 800 }}>
                ✗
              </span>
              {pain.text}
            </li>
          ))}
        </ul>
        <p css={{ textAlign: 'center', color: colors.muted, margin: '24px auto 0', maxWidth: 640 }}>{landing.problem.closing}</p>
      </Band>
      <Band id="steps" heading={landing.steps.heading}>
        <ol
          css={{
            listStyle: 'none',
            padding: 0,
            margin: 0,
            display: 'grid',
            gap: 16,
            gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
          }}
        >
          {landing.steps.steps.map((step, index) => (
            <li key={step.id ?? step.title} css={card}>
              <span css={{ color: colors.accentText, fontWeight: 800 }}>{index + 1}</span>
              <h3 css={{ margin: '6px 0 8px', fontSize: 20 }}>{step.title}</h3>
              <p css={{ margin: 0, color: colors.muted }}>{step.description}</p>
            </li>
          ))}
        </ol>
      </Band>
      <Band id="solution" heading={landing.solution.heading} tone="raised">
        <p css={{ maxWidth: 720, margin: '0 auto 24px', textAlign: 'center', color: colors.muted, fontSize: 18 }}>
          {t(landing.solution.text)}
        </p>
        <div css={{ textAlign: 'center' }}>
          <Button onClick={() => openModal('solution')}>{t(landing.solution.cta_label)}</Button>
        </div>
      </Band>
      {landing.testimonials.items.length ? (
        <Band id="testimonials" heading={landing.testimonials.heading}>
          <div css={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' }}>
            {landing.testimonials.items.map((item) => (
              <figure key={item.id ?? item.name} css={{ ...card, margin: 0 }}>
                <strong css={{ color: colors.success }}>{item.result}</strong>
                <blockquote css={{ margin: '10px 0 14px', fontSize: 17 }}>“{item.quote}”</blockquote>
                <figcaption css={{ color: colors.muted }}>
                  <strong css={{ color: colors.text }}>{item.name}</strong>, {item.role}
                </figcaption>
              </figure>
            ))}
          </div>
        </Band>
      ) : null}
      <Band id="guarantee" heading={landing.guarantee.heading} tone="raised">
        <p css={{ maxWidth: 640, margin: '0 auto', textAlign: 'center', color: colors.muted }}>{landing.guarantee.text}</p>
      </Band>
      <Band id="final" heading={landing.final_cta.heading}>
        <p css={{ maxWidth: 640, margin: '0 auto 24px', textAlign: 'center', color: colors.muted, fontSize: 18 }}>
          {t(landing.final_cta.text)}
        </p>
        <div css={{ textAlign: 'center' }}>
          <Button onClick={() => openModal('final')} css={{ fontSize: 20, padding: '18px 28px' }}>
            {t(landing.final_cta.cta_label)}
          </Button>
          <p css={{ color: colors.muted, marginTop: 12 }}>{site(landing.final_cta.guarantee_line)}</p>
        </div>
      </Band>
      <StickyBar label={t(landing.sticky_bar.label)} onCta={() => openModal('sticky_bar')} />
      {modalOpen ? (
        <Suspense fallback={null}>
          <EmailCaptureModal
            copy={landing.email_modal}
            onClose={() => setModalOpen(false)}
            onCaptured={(email) => {
              rememberAcquisitionEmail(email)
              tracker.track('offer_email_captured', { offer_type: 'agency_arbitrage_97' })
              navigate('/offer/checkout')
            }}
          />
        </Suspense>
      ) : null}
    </main>
  )
}

function Hero({ copy, t, onCta }: { copy: Offer['landing']['hero']; t: (s: string) => string; onCta: () => void }) {
  // A copy test's words first, then t(): tested words keep the page's {placeholders} filled.
  const headline = t(useSlotCopy('offer-headline', copy.headline))
  const ctaLabel = t(useSlotCopy('offer-cta', copy.cta_label))
  return (
    <header
      css={{
        padding: '56px 0 48px',
        textAlign: 'center',
        background: `radial-gradient(ellipse at top, #2a1b55 0%, ${colors.background} 70%)`,
      }}
    >
      <div css={container}>
        <p css={{ color: colors.accentText, fontWeight: 800, letterSpacing: 1, textTransform: 'uppercase', margin: '0 0 12px' }}>
          {copy.eyebrow}
        </p>
        <h1 css={{ fontSize: 'clamp(32px, 6vw, 56px)', lineHeight: 1.1, margin: '0 auto 18px', maxWidth: 900 }}>{headline}</h1>
        <p css={{ fontSize: 'clamp(17px, 2.2vw, 21px)', color: colors.muted, maxWidth: 760, margin: '0 auto 28px' }}>
          {t(copy.subheadline)}
        </p>
        <Button onClick={onCta} css={{ fontSize: 20, padding: '18px 32px' }}>
          {ctaLabel}
        </Button>
        <p css={{ color: colors.muted, fontSize: 14, marginTop: 12 }}>{t(copy.cta_note)}</p>
      </div>
    </header>
  )
}

function WhatYouGet({ copy, pricing, t }: { copy: Offer['landing']['what_you_get']; pricing: Offer['pricing']; t: (s: string) => string }) {
  return (
    <Band id="what-you-get" heading={copy.heading}>
      <div css={{ ...card, maxWidth: 720, margin: '0 auto' }}>
        <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 10 }}>
          {copy.items.map((item) => (
            <li key={item.id ?? item.text} css={{ display: 'flex', gap: 10 }}>
              <span aria-hidden css={{ color: colors.success, fontWeight: 800 }}>
                ✓
              </span>
              {item.text}
            </li>
          ))}
        </ul>
        <p css={{ margin: '20px 0 0', textAlign: 'center', fontSize: 20 }}>
          <s aria-label={`Regular value ${usd(pricing.value)}`} css={{ color: colors.muted }}>
            {t(copy.value_label)}
          </s>{' '}
          <strong css={{ color: colors.success }}>{t(copy.today_label)}</strong>
        </p>
      </div>
    </Band>
  )
}

function StickyBar({ label, onCta }: { label: string; onCta: () => void }) {
  return (
    <div
      css={{
        display: 'none',
        '@media (max-width: 767px)': { display: 'block' },
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 40,
        padding: '10px 14px',
        background: colors.surface,
        borderTop: `1px solid ${colors.border}`,
      }}
    >
      <Button onClick={onCta} css={{ width: '100%' }}>
        {label}
      </Button>
    </div>
  )
}
