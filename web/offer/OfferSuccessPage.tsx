import { useCallback, useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { toast } from 'sonner'
import type { Offer } from '../../cms/payload-types'
import { callFunction } from '../lib/call-function'
import { fillTemplate } from '../../contracts/fill-template'
import { useSlotCopy } from '../lib/experiments/slot-copy'
import { useContent, useInitialData } from '../lib/initial-data'
import { useFunnelTracker } from '../lib/tracking'
import { Button } from '../ui/Button'
import { SimplePage } from '../ui/SimplePage'
import { Spinner } from '../ui/Spinner'
import { colors, container } from '../ui/theme'
import { forgetAcquisitionEmail, readAcquisitionEmail } from './acquisition-email'
import { offerText, usd } from './offer-copy'
import { useOfferOrder, type OfferOrder } from './use-offer-order'
import { useSiteText } from '../lib/site-text'
import { Fragment } from 'react'

const card = { background: colors.surfaceRaised, border: `1px solid ${colors.border}`, borderRadius: 16, padding: 24 } as const

type View =
  { kind: 'loading' } | { kind: 'upsell'; email: string; sessionId: string; preview: boolean; secondsLeft: number } | { kind: 'thanks' }

/**
 * /offer/success (spec sections 2 and 4): the one-click upsell while the offer's email is
 * remembered and the server says the upsell is open to this browser (the one that paid, inside
 * the offer's window, unanswered: docs/decisions/105), counting down the time the server gives;
 * then the thank-you view. `?upsell=accepted` or
 * `declined` skips the offer. Accepting charges the saved card (process-one-click-upsell);
 * when the bank wants the buyer, the page goes where the answer's url says. A marketer's preview
 * (`?preview=true`, or a copy-lab preview of the upsell headline) shows the upsell, whose
 * answers charge and record nothing.
 */
export function OfferSuccessPage() {
  const content = useContent('offer')
  const tracker = useFunnelTracker()
  const [params] = useSearchParams()
  const sessionId = params.get('session_id') ?? ''
  const answered = params.get('upsell')
  const [view, setView] = useState<View>({ kind: 'loading' })
  const { preview } = useInitialData()
  // Read again once the upsell is answered: an accepted upsell is a line of the order.
  const order = useOfferOrder(preview ? '' : sessionId, view.kind === 'thanks' ? 'thanks' : 'offer')
  const minutes = content?.success.upsell.countdown_minutes ?? 10

  useEffect(() => {
    if (view.kind !== 'loading') return
    const email = readAcquisitionEmail()
    const unanswered = answered !== 'accepted' && answered !== 'declined'
    if (preview && unanswered) setView({ kind: 'upsell', email: '', sessionId: '', preview: true, secondsLeft: minutes * 60 })
    else if (email && sessionId && unanswered) {
      // Whether the upsell is still this browser's to answer, and for how long, is the server's word.
      if (order === undefined) return
      const secondsLeft = order?.upsell_seconds_left
      setView(secondsLeft ? { kind: 'upsell', email, sessionId, preview: false, secondsLeft } : { kind: 'thanks' })
    } else setView({ kind: 'thanks' })
  }, [answered, minutes, order, preview, sessionId, view.kind])

  useEffect(() => {
    if (view.kind === 'thanks') forgetAcquisitionEmail()
  }, [view.kind])

  if (!content) return <SimplePage title={"Congratulations! You're In!"} />
  if (view.kind === 'loading') return <Spinner label="Loading your order" />
  if (view.kind === 'upsell')
    return (
      <Upsell
        copy={content.success.upsell}
        pricing={content.pricing}
        email={view.email}
        sessionId={view.sessionId}
        preview={view.preview}
        secondsLeft={view.secondsLeft}
        paid={order?.first_payment ?? (view.preview ? content.pricing.base_price : null)}
        onAnswered={(answer) => {
          // purchase_complete and upsell_accepted are the server's to write, from the payments it saw (issue 38).
          if (answer !== 'accepted') tracker.track('upsell_declined', { product: 'implementation_accelerator' })
          setView({ kind: 'thanks' })
        }}
      />
    )
  return <Thanks copy={content.success.thanks} order={order ?? null} />
}

function Upsell({
  copy,
  pricing,
  email,
  sessionId,
  preview,
  secondsLeft,
  paid,
  onAnswered,
}: {
  copy: Offer['success']['upsell']
  pricing: Offer['pricing']
  email: string
  sessionId: string
  preview: boolean
  /** What is left of the offer's window, as the server counts it from the payment. */
  secondsLeft: number
  /** What the first payment charged, once known: the upsell opens by confirming it. */
  paid: number | null
  onAnswered: (answer: 'accepted' | 'declined') => void
}) {
  const [busy, setBusy] = useState(false)
  const t = (template: string) => offerText(template, pricing)
  // Read here, where the offer shows: only buyers who see the upsell are exposed to its test.
  const heading = useSlotCopy('upsell-headline', copy.heading)

  const decline = useCallback(() => {
    if (preview) return onAnswered('declined')
    // The answer is the buyer's whatever the network does: recorded when it can be.
    void callFunction('process-one-click-upsell', {
      email,
      product: 'implementation_accelerator',
      session_id: sessionId,
      decision: 'decline',
    }).catch(() => undefined)
    onAnswered('declined')
  }, [email, onAnswered, preview, sessionId])

  async function accept() {
    if (preview) {
      toast.info('A preview: nothing was charged.')
      return onAnswered('accepted')
    }
    setBusy(true)
    try {
      const answer = await callFunction('process-one-click-upsell', {
        email,
        product: 'implementation_accelerator',
        session_id: sessionId,
        decision: 'accept',
      })
      if (answer.url) return void window.location.assign(answer.url)
      onAnswered('accepted')
    } catch {
      toast.error(copy.failed)
      setBusy(false)
    }
  }

  return (
    <main css={{ paddingBottom: 64 }}>
      <UpsellCountdown label={copy.countdown_label} seconds={secondsLeft} onExpired={decline} />
      <div css={{ ...container, maxWidth: 760 }}>
        <p
          role="status"
          css={{ textAlign: 'center', margin: '24px 0 0', fontSize: 20, fontWeight: 800, color: colors.success, minHeight: '1.5em' }}
        >
          {paid === null ? '' : fillTemplate(copy.payment_received_label, { paid: usd(paid) })}
        </p>
        <h1 css={{ textAlign: 'center', fontSize: 'clamp(28px, 5vw, 42px)', margin: '28px 0 12px' }}>{heading}</h1>
        <p css={{ textAlign: 'center', color: colors.muted, fontSize: 18, margin: '0 0 24px' }}>{copy.text}</p>
        <section aria-label={pricing.upsell_name} css={card}>
          <h2 css={{ margin: '0 0 8px', fontSize: 24 }}>{t(copy.price_label)}</h2>
          <p css={{ margin: '0 0 16px', fontSize: 20 }}>
            <s css={{ color: colors.muted }}>{usd(pricing.upsell_compare_at)}</s>{' '}
            <strong css={{ color: colors.success }}>{usd(pricing.upsell_price)}</strong>{' '}
            <span
              css={{ background: colors.warning, color: '#1a1200', borderRadius: 999, padding: '2px 10px', fontSize: 14, fontWeight: 800 }}
            >
              {t(copy.save_label)}
            </span>
          </p>
          <ul css={{ listStyle: 'none', padding: 0, margin: '0 0 24px', display: 'grid', gap: 10 }}>
            {copy.bullets.map((bullet) => (
              <li key={bullet.id ?? bullet.text} css={{ display: 'flex', gap: 10 }}>
                <span aria-hidden css={{ color: colors.success, fontWeight: 800 }}>
                  ✓
                </span>
                {bullet.text}
              </li>
            ))}
          </ul>
          <Button onClick={accept} disabled={busy} css={{ width: '100%', fontSize: 20, padding: '18px 22px' }}>
            {busy ? copy.processing_label : t(copy.accept_label)}
          </Button>
          <button
            type="button"
            onClick={decline}
            disabled={busy}
            css={{
              display: 'block',
              margin: '16px auto 0',
              background: 'none',
              border: 'none',
              color: colors.muted,
              textDecoration: 'underline',
              cursor: 'pointer',
              fontSize: 15,
            }}
          >
            {copy.decline_label}
          </button>
        </section>
      </div>
    </main>
  )
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The upsell's countdown banner: `seconds` from when the offer shows; at zero the offer is gone (declined). */
function UpsellCountdown({ label, seconds, onExpired }: { label: string; seconds: number; onExpired: () => void }) {
  const [left, setLeft] = useState(seconds)
  useEffect(() => {
    const end = Date.now() + seconds * 1000
    const timer = window.setInterval(() => {
      const seconds = Math.max(0, Math.round((end - Date.now()) / 1000))
      setLeft(seconds)
      if (seconds === 0) {
        window.clearInterval(timer)
        onExpired()
      }
    }, 1000)
    return () => window.clearInterval(timer)
  }, [seconds, onExpired])
  return (
    <div
      role="timer"
      aria-live="off"
      css={{ padding: '12px 20px', textAlign: 'center', background: '#b91c1c', color: '#fff', fontWeight: 800 }}
    >
      {label} <span css={{ fontVariantNumeric: 'tabular-nums' }}>{`${pad(Math.floor(left / 60))}:${pad(left % 60)}`}</span>
    </div>
  )
}

const buttonCss = {
  display: 'inline-block',
  padding: '16px 28px',
  borderRadius: 10,
  fontWeight: 700,
  color: '#fff',
  textDecoration: 'none',
  background: `linear-gradient(135deg, ${colors.accent}, ${colors.accentStrong})`,
} as const

/** The order as the buyer was charged: each line, the total, its number and where the access link went (masked, and no number, in another browser). */
function OrderSummary({ copy, order }: { copy: Offer['success']['thanks']['order']; order: OfferOrder }) {
  return (
    <section aria-labelledby="order-heading" css={{ ...card, textAlign: 'left', marginBottom: 24 }}>
      <h2 id="order-heading" css={{ margin: '0 0 16px', fontSize: 22 }}>
        {copy.heading}
      </h2>
      <dl css={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: '8px 16px', margin: 0 }}>
        {order.lines.map((line) => (
          <Fragment key={line.part}>
            <dt>{line.name}</dt>
            <dd css={{ margin: 0, textAlign: 'right' }}>{usd(line.amount)}</dd>
          </Fragment>
        ))}
        <dt css={{ fontWeight: 800, borderTop: `1px solid ${colors.border}`, paddingTop: 8 }}>{copy.total_label}</dt>
        <dd css={{ margin: 0, textAlign: 'right', fontWeight: 800, borderTop: `1px solid ${colors.border}`, paddingTop: 8 }}>
          {usd(order.total)}
        </dd>
        {order.number ? (
          <>
            <dt css={{ color: colors.muted }}>{copy.number_label}</dt>
            <dd css={{ margin: 0, textAlign: 'right', color: colors.muted }}>{order.number}</dd>
          </>
        ) : null}
      </dl>
      <p css={{ margin: '16px 0 0', color: colors.muted }}>{fillTemplate(copy.sent_to_label, { email: order.email })}</p>
      <Link to="/members" css={{ ...buttonCss, marginTop: 20 }}>
        {copy.members_label}
      </Link>
    </section>
  )
}

/** The support line with Site settings' address as a mail link in place of `{support_email}`. */
function SupportLine({ text }: { text: string }) {
  const site = useSiteText()
  const address = site('{support_email}')
  const [before, after = ''] = text.split('{support_email}')
  if (!text.includes('{support_email}')) return <>{site(text)}</>
  return (
    <>
      {site(before)}
      <a href={`mailto:${address}`} css={{ color: colors.accentText }}>
        {address}
      </a>
      {site(after)}
    </>
  )
}

function Thanks({ copy, order }: { copy: Offer['success']['thanks']; order: OfferOrder | null }) {
  return (
    <main css={{ ...container, padding: '56px 20px 64px', maxWidth: 760, textAlign: 'center' }}>
      <div aria-hidden css={{ fontSize: 56, color: colors.success }}>
        ✓
      </div>
      <h1 css={{ fontSize: 'clamp(30px, 5vw, 44px)', margin: '8px 0 12px' }}>{copy.heading}</h1>
      <p css={{ color: colors.muted, fontSize: 18, margin: '0 0 32px' }}>{copy.text}</p>
      {order ? <OrderSummary copy={copy.order} order={order} /> : null}
      <section aria-labelledby="next-heading" css={{ ...card, textAlign: 'left' }}>
        <h2 id="next-heading" css={{ margin: '0 0 16px', fontSize: 22 }}>
          {copy.next_heading}
        </h2>
        <ol css={{ margin: 0, paddingLeft: 22, display: 'grid', gap: 10 }}>
          {copy.next_steps.map((step) => (
            <li key={step.id ?? step.text}>{step.text}</li>
          ))}
        </ol>
      </section>
      <Link to={copy.cta_href} css={{ ...buttonCss, marginTop: 28 }}>
        {copy.cta_label}
      </Link>
      <p css={{ color: colors.muted, marginTop: 24 }}>
        <SupportLine text={copy.support_line} />
      </p>
    </main>
  )
}
