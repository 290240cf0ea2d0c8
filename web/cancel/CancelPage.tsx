import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { useContent } from '../lib/initial-data'
import { readLeadState } from '../lib/lead-state'
import { useSession } from '../lib/session'
import { useFunnelTracker } from '../lib/tracking'
import { Button } from '../ui/Button'
import { colors, container } from '../ui/theme'
import { callWidgetDismissed, dismissCallWidget, localStore } from './call-widget'
import { ChecklistForm } from './ChecklistForm'

/**
 * The cancel-objection page (spec sections 2, 4 and 7): 'Before you go...' and four reasons;
 * the chosen reason's offer appears after a short pause, and the objection is stored as a
 * lead (survey_responses {cancel_objection, timestamp}). The call widget stays away for a
 * day once dismissed.
 */
export function CancelPage() {
  const content = useContent('cancel-page')
  const session = useSession()
  const tracker = useFunnelTracker()
  const [chosen, setChosen] = useState<number | null>(null)
  // The reason whose offer is showing: a new choice shows nothing until its own delay is over.
  const [offerFor, setOfferFor] = useState<number | null>(null)
  const [widgetOpen, setWidgetOpen] = useState(false)
  const stored = useRef(new Set<string>())

  useEffect(() => setWidgetOpen(!callWidgetDismissed(Date.now(), localStore())), [])
  const delay = content?.offer_delay_ms ?? 300
  useEffect(() => {
    if (chosen === null) return
    const timer = window.setTimeout(() => setOfferFor(chosen), delay)
    return () => window.clearTimeout(timer)
  }, [chosen, delay])

  if (!content) return null
  const offer = chosen !== null && offerFor === chosen ? content.reasons[chosen] : null

  function choose(index: number) {
    const reason = content!.reasons[index]!.reason
    setChosen(index)
    setOfferFor(null)
    tracker.track('cancel_objection', { reason })
    if (stored.current.has(reason)) return
    stored.current.add(reason)
    const email = session.user?.email || readLeadState().email || undefined
    // Loaded on the first choice: the lead client brings the zod schemas, which the page itself does not need.
    void import('../lib/create-lead').then(({ createLead }) =>
      createLead('cancel-objection', {
        modal_context: 'cancel_page',
        email,
        survey_responses: { cancel_objection: reason, timestamp: new Date().toISOString() },
      }),
    )
  }

  return (
    <main css={{ ...container, maxWidth: 820, paddingTop: 64, paddingBottom: 120 }}>
      <h1 css={{ fontSize: 'clamp(32px, 5vw, 44px)', margin: '0 0 12px', textAlign: 'center' }}>{content.heading}</h1>
      <p css={{ margin: '0 auto 32px', maxWidth: 600, color: colors.muted, fontSize: 18, textAlign: 'center' }}>{content.text}</p>
      <div
        role="group"
        aria-label={content.reasons_label}
        css={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(min(320px, 100%), 1fr))' }}
      >
        {content.reasons.map((reason, index) => (
          <button
            key={reason.id ?? reason.reason}
            type="button"
            aria-pressed={chosen === index}
            onClick={() => choose(index)}
            css={{
              cursor: 'pointer',
              padding: '18px 20px',
              borderRadius: 12,
              textAlign: 'left',
              fontSize: 17,
              fontWeight: 600,
              color: colors.text,
              background: chosen === index ? 'rgba(139,92,246,0.2)' : colors.surfaceRaised,
              border: `1px solid ${chosen === index ? colors.accent : colors.border}`,
              '&:focus-visible': { outline: `3px solid ${colors.accent}`, outlineOffset: 2 },
            }}
          >
            {reason.reason}
          </button>
        ))}
      </div>
      <div aria-live="polite" css={{ minHeight: 180, marginTop: 24 }}>
        {offer ? (
          <section
            aria-labelledby="cancel-offer"
            css={{
              padding: 24,
              borderRadius: 16,
              background: colors.surfaceRaised,
              border: `1px solid ${colors.accent}`,
              textAlign: 'center',
            }}
          >
            <h2 id="cancel-offer" css={{ margin: '0 0 8px', fontSize: 26 }}>
              {offer.offer_title}
            </h2>
            <p css={{ margin: '0 0 18px', color: colors.muted }}>{offer.offer_text}</p>
            <a
              href={offer.offer_cta_url}
              css={{
                display: 'inline-block',
                padding: '14px 22px',
                borderRadius: 10,
                fontWeight: 700,
                color: '#fff',
                textDecoration: 'none',
                background: `linear-gradient(135deg, ${colors.accent}, ${colors.accentStrong})`,
              }}
            >
              {offer.offer_cta_label}
            </a>
          </section>
        ) : null}
      </div>
      {content.checklist?.heading ? <ChecklistForm copy={content.checklist} /> : null}
      <p css={{ marginTop: 24, textAlign: 'center' }}>
        <Link to="/" css={{ color: colors.accentText, fontWeight: 600 }}>
          {content.home_label}
        </Link>
      </p>
      {widgetOpen ? (
        <aside
          aria-labelledby="call-widget-title"
          css={{
            position: 'fixed',
            left: 20,
            bottom: 20,
            zIndex: 30,
            width: 'min(340px, calc(100vw - 40px))',
            padding: 18,
            borderRadius: 14,
            background: colors.surface,
            border: `1px solid ${colors.border}`,
            boxShadow: '0 16px 48px rgba(0,0,0,0.45)',
          }}
        >
          <h2 id="call-widget-title" css={{ margin: '0 0 6px', fontSize: 18 }}>
            {content.call_widget.title}
          </h2>
          <p css={{ margin: '0 0 12px', color: colors.muted, fontSize: 14 }}>{content.call_widget.text}</p>
          <div css={{ display: 'flex', gap: 10 }}>
            <a
              href="/getdemo"
              css={{
                flex: 1,
                padding: '10px 14px',
                borderRadius: 8,
                textAlign: 'center',
                fontWeight: 700,
                color: '#fff',
                background: colors.accentStrong,
              }}
            >
              {content.call_widget.cta_label}
            </a>
            <Button
              type="button"
              variant="ghost"
              css={{ padding: '10px 14px', fontSize: 14 }}
              onClick={() => {
                dismissCallWidget(content.call_widget.dismiss_hours, Date.now(), localStore())
                setWidgetOpen(false)
              }}
            >
              {content.call_widget.dismiss_label}
            </Button>
          </div>
        </aside>
      ) : null}
    </main>
  )
}
