import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { toast } from 'sonner'
import type { Plan } from '../../cms/payload-types'
import { ERRORS } from '../../contracts/errors'
import type { HeldLead } from '../../contracts/leads'
import { fillTemplate } from '../../contracts/fill-template'
import { readHeldLead } from '../lib/lead-state'
import { useFeatureValue } from '../lib/experiments'
import { useContent } from '../lib/initial-data'
import { docs } from '../lib/relationship-docs'
import { useFunnelTracker } from '../lib/tracking'
import { colors, container } from '../ui/theme'
import type { BillingPeriod } from './billing-period'
import { ConsultationCard, CoachingCard, FinalCta, FloatingDemoButton } from './sections/Cards'
import { ComparisonTable, FaqList, PsNotes, ThreeOptions } from './sections/Details'
import { BillingSwitch, PlanCards } from './sections/PlanCards'
import { headingCss, sectionCss } from './sections/styles'
import { TopBar } from './sections/TopBar'
import { ValueStack } from './sections/ValueStack'
import { useCheckout } from './useCheckout'
import { useExitIntent } from './useExitIntent'

const WaitlistModal = lazy(() => import('./WaitlistModal'))
const ExitIntentOffer = lazy(() => import('./ExitIntentOffer'))

/** Where a visitor comes from when the pricing page greets them back (spec section 2). */
// The survey hands its visitor over with ref=survey and their first name (decision 025).
const WELCOME_REFS = ['roi_calculator', 'calculator', 'home', 'survey']
const DISCOUNT_KEY = 'discount_code'

/** The exit-intent flag (experiments/features/exit-intent.ts): no offer, or the CMS's discount. */
type ExitIntentFlag = { variant: string }
const NO_OFFER: ExitIntentFlag = { variant: 'control' }

function readStored(key: string): string | null {
  try {
    return sessionStorage.getItem(key)
  } catch {
    return null
  }
}

/** The first name, else the part of the e-mail before the at-sign; null unless ref asks for a greeting. */
function greetingName(params: URLSearchParams): string | null {
  if (!WELCOME_REFS.includes(params.get('ref') ?? '')) return null
  const name = params.get('firstName')?.trim() || params.get('email')?.split('@')[0]?.trim()
  return name ? name.slice(0, 60) : null
}

/**
 * The pricing page (spec sections 2, 4, 7 and 9), server-rendered from the Pricing page
 * global: plans and the monthly/annual switch, checkout in a new tab, the paid-trial
 * waitlist, the exit-intent discount, and funnel events for each step.
 */
export function PricingPage() {
  const content = useContent('pricing')
  const settings = useContent('site-settings')
  const tracker = useFunnelTracker()
  // Experiment flags: the exit-intent offer (control: none) and the plans' presentation.
  const exitIntent = useFeatureValue<ExitIntentFlag>('exit-intent', NO_OFFER)
  const display = useFeatureValue<string>('pricing-display', 'standard')
  const offersDiscount = exitIntent.variant === 'discount'
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const [period, setPeriod] = useState<BillingPeriod>('annual')
  const [open, setOpen] = useState<'waitlist' | 'exit' | null>(null)
  const [discountCode, setDiscountCode] = useState<string | null>(null)
  // The lead's id and token travel together (router state, the tab's session storage, or the waitlist just joined).
  const [lead, setLead] = useState<HeldLead | null>(() => {
    const state = location.state as { leadId?: unknown; leadToken?: unknown } | null
    return typeof state?.leadId === 'string' && typeof state.leadToken === 'string'
      ? { leadId: state.leadId, leadToken: state.leadToken }
      : null
  })
  const leadId = lead?.leadId ?? null
  // Without router state (a link, a reload, another page's capture): the lead this tab captured.
  useEffect(() => setLead((held) => held ?? readHeldLead()), [])

  useEffect(() => setDiscountCode(readStored(DISCOUNT_KEY)), [])
  useEffect(() => tracker.setLeadId(leadId), [tracker, leadId])

  // Back from checkout without paying (its Back link, after a declined card): the spec's failure toast.
  const cancelled = params.get('checkout') === 'cancelled'
  useEffect(() => {
    if (!cancelled) return
    tracker.track('checkout_cancelled')
    const timer = window.setTimeout(() => toast.error(ERRORS.CHECKOUT_FAILED.message), 0)
    const rest = new URLSearchParams(params)
    rest.delete('checkout')
    navigate({ search: rest.size ? `?${rest}` : '' }, { replace: true, state: location.state })
    return () => window.clearTimeout(timer)
  }, [cancelled, params, navigate, location.state, tracker])

  const openWaitlist = useCallback(() => {
    tracker.track('waitlist_open')
    setOpen('waitlist')
  }, [tracker])
  const { startCheckout, processing } = useCheckout({
    lead,
    email: params.get('email'),
    discountCode,
    openingMessage: content?.checkout.opening_message ?? '',
    onSoldOut: openWaitlist,
  })

  const exitTriggers = useMemo(
    () =>
      content && offersDiscount
        ? {
            desktopDelayMs: content.exit_intent.desktop_delay_seconds * 1000,
            mobileDelayMs: content.exit_intent.mobile_delay_seconds * 1000,
            mobileScrollPercent: content.exit_intent.mobile_scroll_percent,
          }
        : null,
    [content, offersDiscount],
  )
  useExitIntent(exitTriggers, () => {
    tracker.track('exit_intent_shown')
    setOpen((current) => current ?? 'exit')
  })

  const scrollToPlans = useCallback(() => document.getElementById('plans')?.scrollIntoView({ behavior: 'smooth', block: 'start' }), [])

  if (!content) return null
  const plans = docs<Plan>(content.plans)
  const name = greetingName(params)
  const supportEmail = settings?.support_email ?? ''
  // The percent the offer shows is the one its code takes at checkout: both are the CMS's (decision 074).
  const percentOff = content.exit_intent.percent_off
  const discountNote = discountCode ? fillTemplate(content.checkout.discount_note, { code: discountCode, percent: percentOff }) : null

  return (
    <>
      <TopBar copy={content.top_bar} onCta={scrollToPlans} />
      <main css={{ ...container, paddingTop: 40, paddingBottom: 96 }}>
        {name ? (
          <div role="status" css={{ margin: '0 0 24px', padding: '14px 18px', borderRadius: 12, background: 'rgba(34,197,94,0.12)' }}>
            <strong css={{ display: 'block', fontSize: 18 }}>{fillTemplate(content.welcome_back.title, { name })}</strong>
            <span css={{ color: colors.muted }}>{content.welcome_back.text}</span>
          </div>
        ) : null}
        <header css={{ textAlign: 'center', margin: '0 0 32px' }}>
          <p css={{ margin: '0 0 8px', color: colors.accentText, fontWeight: 700, textTransform: 'uppercase', letterSpacing: 1 }}>
            {content.header.eyebrow}
          </p>
          <h1 css={{ margin: '0 0 12px', fontSize: 'clamp(32px, 5vw, 48px)', lineHeight: 1.15 }}>{content.header.heading}</h1>
          <p css={{ margin: '0 auto', maxWidth: 680, color: colors.muted, fontSize: 18 }}>{content.header.subheading}</p>
        </header>
        {display === 'value_stack' ? <ValueStack copy={content.value_stack} plans={plans} /> : null}
        <CoachingCard copy={content.coaching} bookingUrl={settings?.embeds?.coaching_booking_url ?? ''} supportEmail={supportEmail} />
        <section id="plans" aria-label={content.checkout.plans_label} css={{ scrollMarginTop: 80 }}>
          <BillingSwitch
            copy={content.billing}
            period={period}
            onChange={(next) => {
              tracker.track('billing_period_change', { period: next })
              setPeriod(next)
            }}
          />
          <PlanCards
            content={content}
            plans={plans}
            period={period}
            processing={processing}
            discountNote={discountNote}
            onChoose={(plan) => void startCheckout(plan, period)}
            onWaitlist={openWaitlist}
          />
        </section>
        <ConsultationCard copy={content.consultation} bookingUrl={settings?.embeds?.booking_widget_url ?? ''} supportEmail={supportEmail} />
        <section aria-labelledby="compare-heading" css={{ ...sectionCss, marginTop: 56 }}>
          <h2 id="compare-heading" css={headingCss}>
            {content.comparison.heading}
          </h2>
          <ComparisonTable copy={content.comparison} />
        </section>
        <section aria-labelledby="faq-heading" css={sectionCss}>
          <h2 id="faq-heading" css={headingCss}>
            {content.faq.heading}
          </h2>
          <FaqList copy={content.faq} />
        </section>
        <section aria-labelledby="options-heading" css={sectionCss}>
          <h2 id="options-heading" css={headingCss}>
            {content.three_options.heading}
          </h2>
          <ThreeOptions copy={content.three_options} />
        </section>
        <section css={sectionCss}>
          <FinalCta copy={content.final_cta} onPlans={scrollToPlans} />
        </section>
        <section aria-label={content.ps.notes[0]?.label} css={sectionCss}>
          <PsNotes copy={content.ps} />
        </section>
      </main>
      <FloatingDemoButton label={content.demo_button.label} />
      <Suspense fallback={null}>
        {open === 'waitlist' ? (
          <WaitlistModal
            copy={content.waitlist}
            onClose={() => setOpen(null)}
            onJoined={(joined) => {
              tracker.track('waitlist_joined')
              setLead(joined)
              setOpen(null)
            }}
          />
        ) : null}
        {open === 'exit' ? (
          <ExitIntentOffer
            copy={content.exit_intent}
            percent={percentOff}
            onClose={() => setOpen(null)}
            onClaim={() => {
              tracker.track('exit_intent_claimed', { code: content.exit_intent.code })
              try {
                sessionStorage.setItem(DISCOUNT_KEY, content.exit_intent.code)
              } catch {
                /* kept for this page load */
              }
              setDiscountCode(content.exit_intent.code)
              toast.success(fillTemplate(content.exit_intent.applied_message, { code: content.exit_intent.code }))
              setOpen(null)
              scrollToPlans()
            }}
          />
        ) : null}
      </Suspense>
    </>
  )
}
