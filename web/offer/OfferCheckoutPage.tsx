import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { toast } from 'sonner'
import type { Offer } from '../../cms/payload-types'
import { fillTemplate } from '../../contracts/fill-template'
import { callFunction, FunctionCallError } from '../lib/call-function'
import { useContent } from '../lib/initial-data'
import { readHeldLead } from '../lib/lead-state'
import { isLiveTracker, useFunnelTracker } from '../lib/tracking'
import { Button } from '../ui/Button'
import { TextField } from '../ui/Field'
import { SimplePage } from '../ui/SimplePage'
import { colors, container } from '../ui/theme'
import { readAcquisitionEmail } from './acquisition-email'
import { offerText, orderTotal, usd } from './offer-copy'
import { useOrderBumpHeadline } from './order-bump-headline'
import { useProofPrivacy } from './useProofPrivacy'
import { LegalLinkedText } from '../ui/LegalLinkedText'
import { useSiteText } from '../lib/site-text'

const card = { background: colors.surfaceRaised, border: `1px solid ${colors.border}`, borderRadius: 16, padding: 22 } as const

/**
 * /offer/checkout (spec sections 2, 4, 5): the buyer's details, the order bump and the
 * summary; 'Complete Order' opens the payment provider's page for the CMS-priced order.
 * With no remembered email the visitor starts again at /offer.
 */
export function OfferCheckoutPage() {
  const content = useContent('offer')
  const tracker = useFunnelTracker()
  const navigate = useNavigate()
  const [form, setForm] = useState({ name: '', email: '', phone: '' })
  // Unchecked for every buyer: a paid add-on is chosen, never pre-ticked (docs/decisions/119).
  const [bump, setBump] = useState(false)
  const bumpHeadline = useOrderBumpHeadline(content?.checkout.bump)
  const [proofPrivate, setProofPrivate] = useProofPrivacy()
  const [processing, setProcessing] = useState(false)
  const site = useSiteText()
  const [ready, setReady] = useState(false)
  const startOver = content?.checkout.start_over
  const checked = useRef(false)

  useEffect(() => {
    if (checked.current || !startOver) return
    checked.current = true
    const email = readAcquisitionEmail()
    if (!email) {
      toast.error(startOver)
      return void navigate('/offer', { replace: true })
    }
    setForm((current) => ({ ...current, email }))
    setReady(true)
  }, [navigate, startOver])

  const viewed = useRef(false)
  useEffect(() => {
    if (!ready || viewed.current || !isLiveTracker(tracker)) return
    viewed.current = true
    tracker.track('viewed_checkout', { offer_type: 'agency_arbitrage_97' })
  }, [ready, tracker])

  if (!content) return <SimplePage title="Get Your Download Below!" />
  const { checkout, pricing } = content
  const total = orderTotal(pricing, bump)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!content) return
    const name = form.name.trim()
    const email = form.email.trim()
    const phone = form.phone.trim()
    if (!name || !email || !phone) return void toast.error(checkout.fields_missing)
    setProcessing(true)
    // The lead this tab captured before (the e-mail on /offer): the order and payments are attributed to it.
    const held = readHeldLead()
    // funnel_step viewed_checkout, with who is buying (spec section 7: the answer is not read).
    // Loaded on submit: its schemas (zod) stay out of the page's first JavaScript.
    const lead = import('../lib/create-lead').then(({ createLead }) =>
      createLead('acquisition-checkout', {
        email,
        phone,
        name,
        lead_type: 'acquisition_offer',
        funnel_step: 'viewed_checkout',
        offer_type: 'agency_arbitrage_97',
      }),
    )
    tracker.track('checkout_submit', { order_bump_selected: bump, total })
    try {
      const { url } = await callFunction('create-checkout', {
        priceId: pricing.price_id,
        billingPeriod: 'one_time',
        email,
        ...(held ? { leadId: held.leadId } : {}),
        metadata: {
          product_name: pricing.product_name,
          order_bump_selected: bump,
          order_bump_price: pricing.bump_price,
          full_name: name,
          phone,
          proof_private: proofPrivate,
        },
      })
      tracker.track('checkout_started', { offer_type: 'agency_arbitrage_97' })
      // Both are sent before the page leaves for the payment provider.
      await Promise.allSettled([lead, tracker.flush()])
      window.location.assign(url)
    } catch (error) {
      toast.error(error instanceof FunctionCallError ? error.message : checkout.failed)
      setProcessing(false)
    }
  }

  const change = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }))

  return (
    <main css={{ ...container, padding: '40px 20px 64px' }}>
      <h1 css={{ textAlign: 'center', fontSize: 'clamp(30px, 5vw, 44px)', margin: '0 0 8px' }}>{checkout.heading}</h1>
      <p css={{ textAlign: 'center', color: colors.muted, margin: '0 auto 32px', maxWidth: 640 }}>{checkout.subheading}</p>
      <div
        css={{
          display: 'grid',
          gap: 24,
          gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
          '@media (max-width: 860px)': { gridTemplateColumns: '1fr' },
        }}
      >
        <form onSubmit={submit} noValidate aria-label={checkout.heading} css={card}>
          <TextField label={checkout.name_label} name="name" autoComplete="name" required value={form.name} onChange={change('name')} />
          <TextField
            label={checkout.email_label}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={form.email}
            onChange={change('email')}
          />
          <TextField
            label={checkout.phone_label}
            name="phone"
            type="tel"
            autoComplete="tel"
            required
            value={form.phone}
            onChange={change('phone')}
          />
          <OrderBump copy={checkout.bump} headline={bumpHeadline} pricing={pricing} on={bump} onToggle={() => setBump((on) => !on)} />
          <label
            css={{ display: 'flex', gap: 10, alignItems: 'center', minHeight: 44, margin: '0 0 16px', color: colors.muted, fontSize: 15 }}
          >
            <input
              type="checkbox"
              checked={proofPrivate}
              onChange={(event) => setProofPrivate(event.target.checked)}
              css={{ width: 22, height: 22, margin: 0, flex: 'none' }}
            />
            <span>{checkout.proof_private_label}</span>
          </label>
          <Button type="submit" disabled={processing || !ready} css={{ width: '100%', fontSize: 20, padding: '18px 22px' }}>
            {processing ? checkout.processing_label : offerText(checkout.submit_label, pricing, total)}
          </Button>
          <div css={{ marginTop: 16, color: colors.muted, fontSize: 13, display: 'grid', gap: 4 }}>
            {checkout.footer_notes.map((note) => (
              <p key={note.id ?? note.text} css={{ margin: 0 }}>
                <LegalLinkedText text={site(note.text)} />
              </p>
            ))}
          </div>
        </form>
        <Summary copy={checkout.summary} pricing={pricing} bump={bump} total={total} />
      </div>
    </main>
  )
}

function OrderBump({
  copy,
  headline,
  pricing,
  on,
  onToggle,
}: {
  copy: Offer['checkout']['bump']
  headline: string
  pricing: Offer['pricing']
  on: boolean
  onToggle: () => void
}) {
  return (
    <div
      onClick={(event) => {
        // The card toggles the bump; the checkbox (and its label) toggle it themselves.
        if (!(event.target as HTMLElement).closest('label')) onToggle()
      }}
      css={{
        position: 'relative',
        margin: '8px 0 20px',
        padding: 18,
        borderRadius: 12,
        cursor: 'pointer',
        border: `2px dashed ${on ? colors.success : colors.warning}`,
        background: on ? 'rgba(34,197,94,0.08)' : 'rgba(245,158,11,0.06)',
      }}
    >
      <span
        css={{
          position: 'absolute',
          top: -12,
          right: 16,
          padding: '2px 10px',
          borderRadius: 999,
          fontSize: 12,
          fontWeight: 800,
          background: colors.success,
          color: '#04130a',
          visibility: on ? 'visible' : 'hidden',
        }}
        aria-hidden={!on}
      >
        {copy.badge}
      </span>
      <label css={{ display: 'flex', gap: 12, alignItems: 'center', minHeight: 44, fontWeight: 800, fontSize: 17, cursor: 'pointer' }}>
        <input type="checkbox" checked={on} onChange={onToggle} css={{ width: 28, height: 28, margin: 0, flex: 'none' }} />
        <span>{offerText(headline, pricing)}</span>
      </label>
      {/* The real take rate of the last 30 days, only above the marketer's minimum of orders (docs/decisions/119). */}
      {typeof copy.take_rate === 'number' ? (
        <p css={{ margin: '8px 0 6px', color: colors.warning, fontWeight: 700 }}>{fillTemplate(copy.claim, { percent: copy.take_rate })}</p>
      ) : null}
      <ul css={{ margin: 0, paddingLeft: 22, color: colors.muted }}>
        {copy.bullets.map((bullet) => (
          <li key={bullet.id ?? bullet.text}>{bullet.text}</li>
        ))}
      </ul>
    </div>
  )
}

function Summary({
  copy,
  pricing,
  bump,
  total,
}: {
  copy: Offer['checkout']['summary']
  pricing: Offer['pricing']
  bump: boolean
  total: number
}) {
  const site = useSiteText()
  return (
    <aside aria-label={copy.heading} css={{ ...card, alignSelf: 'start', position: 'sticky', top: 20 }}>
      <h2 css={{ margin: '0 0 12px', fontSize: 18, letterSpacing: 1 }}>{copy.heading}</h2>
      <p css={{ margin: 0 }}>
        <s css={{ color: colors.muted }}>{offerText(copy.value_label, pricing)}</s>
      </p>
      <p css={{ margin: '6px 0 4px', fontSize: 28, fontWeight: 800 }}>
        {copy.today_label}: <span css={{ color: colors.success }}>{usd(total)}</span>
      </p>
      <p css={{ margin: '0 0 14px', color: colors.muted, minHeight: '1.5em' }}>
        {bump ? `${copy.split_label}: ${usd(pricing.base_price)} + ${usd(pricing.bump_price)}` : ''}
      </p>
      <ul css={{ listStyle: 'none', padding: 0, margin: '0 0 14px', display: 'grid', gap: 8 }}>
        {copy.included.map((item) => (
          <li key={item.id ?? item.text} css={{ display: 'flex', gap: 8 }}>
            <span aria-hidden css={{ color: colors.success }}>
              ✓
            </span>
            {item.text}
          </li>
        ))}
      </ul>
      <p css={{ margin: 0, color: colors.warning, fontWeight: 700 }}>
        <span aria-hidden>★★★★★ </span>
        {site(copy.reviews)}
      </p>
    </aside>
  )
}
