import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { callFunction } from '../lib/call-function'
import { useContent } from '../lib/initial-data'
import { useSession } from '../lib/session'
import { colors, container } from '../ui/theme'

type Subscription = { tier: string | null; end: string | null }

/** The webhook that records a payment may land a moment after the buyer does: ask again for a while. */
const CHECK_ATTEMPTS = 15
const CHECK_INTERVAL_MS = 2000

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })

/**
 * The payment success page (spec section 2): for signed-in visitors only (others go to /).
 * With a session_id it checks the subscription and shows the plan and its renewal date;
 * without one the check is skipped. Next steps, Back to Home and Contact Support.
 */
export function SuccessPage() {
  const content = useContent('success-page')
  const settings = useContent('site-settings')
  const session = useSession()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const sessionId = params.get('session_id')
  const [subscription, setSubscription] = useState<Subscription | null>(null)
  const [checking, setChecking] = useState(false)

  useEffect(() => {
    if (session.status === 'signed-out') navigate('/', { replace: true })
  }, [session.status, navigate])

  const token = session.token
  useEffect(() => {
    if (!sessionId || !token) return
    let stopped = false
    let timer = 0
    setChecking(true)
    const check = async (attempt: number) => {
      const answer = await callFunction('check-subscription', { session_id: sessionId }, { token }).catch(() => null)
      if (stopped) return
      if (answer?.subscription_tier || attempt + 1 >= CHECK_ATTEMPTS) {
        setSubscription({ tier: answer?.subscription_tier ?? null, end: answer?.subscription_end ?? null })
        setChecking(false)
      } else timer = window.setTimeout(() => void check(attempt + 1), CHECK_INTERVAL_MS)
    }
    void check(0)
    return () => {
      stopped = true
      window.clearTimeout(timer)
    }
  }, [sessionId, token])

  if (!content) return null
  const supportEmail = settings?.support_email ?? ''
  const action = { padding: '14px 22px', borderRadius: 10, fontWeight: 700, color: '#fff', textDecoration: 'none' } as const
  return (
    <main css={{ ...container, maxWidth: 760, paddingTop: 72, paddingBottom: 80, textAlign: 'center' }}>
      <div aria-hidden css={{ fontSize: 56, color: colors.success, lineHeight: 1 }}>
        ✓
      </div>
      <h1 css={{ fontSize: 'clamp(32px, 5vw, 44px)', margin: '16px 0 12px' }}>{content.heading}</h1>
      <p css={{ margin: '0 0 28px', color: colors.muted, fontSize: 18 }}>{content.text}</p>
      {sessionId ? (
        <section
          aria-live="polite"
          css={{
            minHeight: 96,
            margin: '0 0 32px',
            padding: 20,
            borderRadius: 16,
            background: colors.surfaceRaised,
            border: `1px solid ${colors.border}`,
          }}
        >
          {subscription?.tier ? (
            <dl
              css={{
                display: 'grid',
                gridTemplateColumns: 'auto auto',
                justifyContent: 'center',
                gap: '6px 16px',
                margin: 0,
                textAlign: 'left',
              }}
            >
              <dt css={{ color: colors.muted }}>{content.plan_label}</dt>
              <dd css={{ margin: 0, fontWeight: 800 }}>{subscription.tier}</dd>
              {subscription.end ? (
                <>
                  <dt css={{ color: colors.muted }}>{content.renewal_label}</dt>
                  <dd css={{ margin: 0, fontWeight: 800 }}>{longDate(subscription.end)}</dd>
                </>
              ) : null}
            </dl>
          ) : (
            <p css={{ margin: 0, color: colors.muted }}>{checking || !subscription ? content.checking_label : content.pending_text}</p>
          )}
        </section>
      ) : null}
      <section aria-labelledby="next-steps" css={{ textAlign: 'left', margin: '0 0 36px' }}>
        <h2 id="next-steps" css={{ fontSize: 24, margin: '0 0 14px', textAlign: 'center' }}>
          {content.next_steps_heading}
        </h2>
        <ol css={{ margin: 0, paddingLeft: 24, display: 'grid', gap: 12 }}>
          {content.next_steps.map((step) => (
            <li key={step.id ?? step.title}>
              <strong>{step.title}</strong>
              <span css={{ display: 'block', color: colors.muted }}>{step.text}</span>
            </li>
          ))}
        </ol>
      </section>
      <div css={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
        <a href="/" css={{ ...action, background: `linear-gradient(135deg, ${colors.accent}, ${colors.accentStrong})` }}>
          {content.home_label}
        </a>
        <a
          href={`mailto:${supportEmail}?subject=${encodeURIComponent(content.support_subject)}`}
          css={{ ...action, border: `1px solid ${colors.border}` }}
        >
          {content.support_label}
        </a>
      </div>
    </main>
  )
}
