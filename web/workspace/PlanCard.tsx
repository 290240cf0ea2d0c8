import { useCallback, useState } from 'react'
import { toast } from 'sonner'
import type { Subscription } from '../../cms/payload-types'
import { ERRORS } from '../../contracts/errors'
import { callFunction } from '../lib/call-function'
import { Button } from '../ui/Button'
import { colors } from '../ui/theme'
import { query, rest, useLoad, type Page } from './api'
import { formatUsd } from './money'
import { useSocketEvent } from './realtime'
import { useWorkspace } from './workspace-context'

const LIVE = ['active', 'trialing', 'past_due']
const day = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }) : null

/** The user's newest plan subscription that has not ended, as the payment webhook recorded it. */
const currentPlan = () =>
  rest<Page<Subscription>>(`subscriptions${query({ where: { status: { in: LIVE } }, sort: '-current_period_end', limit: 1, depth: 0 })}`)

/**
 * 'Your plan' on Billing: the plan, its price and renewal (or end) date, 'Cancel plan' (the
 * payment provider's cancellation flow, which ends on /cancel) and 'Manage plan' (its portal).
 * A subscription change arrives as a notification, which reloads the card.
 */
export function PlanCard() {
  const { socket, token } = useWorkspace()
  const { data, reload } = useLoad(currentPlan, [])
  // Without a plan, the agency's own standing is its trial (vendor subscriptions are listed apart).
  const { data: trial } = useLoad(() => callFunction('check-trial-status', {}, { token: token ?? undefined }), [token])
  useSocketEvent(
    socket,
    'notification:new',
    useCallback(() => reload(), [reload]),
  )
  const [opening, setOpening] = useState<'cancel' | 'manage' | null>(null)
  const plan = data?.docs[0]

  async function open(which: 'cancel' | 'manage') {
    if (!plan) return
    setOpening(which)
    try {
      const { url } = await callFunction(
        'create-portal-session',
        { subscriptionId: plan.stripe_subscription_id, ...(which === 'cancel' ? { flow: 'cancel' as const } : {}) },
        { token: token ?? undefined },
      )
      window.location.assign(url)
    } catch (error) {
      toast.error(error instanceof Error ? error.message : ERRORS.INTERNAL.message)
      setOpening(null)
    }
  }

  if (!data) return null
  const until = day(plan?.current_period_end)
  const status = !plan
    ? null
    : plan.status === 'past_due'
      ? 'Payment past due'
      : plan.cancel_at_period_end
        ? `Ends on ${until}`
        : until && `Renews on ${until}`
  return (
    <section
      aria-label="Your plan"
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 16,
        padding: 18,
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        borderRadius: 12,
      }}
    >
      <div css={{ flex: 1, minWidth: 220 }}>
        <p css={{ margin: 0, color: colors.muted, fontSize: 14 }}>Your plan</p>
        {plan ? (
          <>
            <h3 css={{ margin: '4px 0 2px', fontSize: 20 }}>
              {plan.plan ?? 'Plan'}
              {plan.billing_period && <span css={{ color: colors.muted, fontWeight: 500, fontSize: 15 }}> · {plan.billing_period}</span>}
            </h3>
            <p css={{ margin: 0, color: colors.muted }}>
              {plan.amount != null && `${formatUsd(plan.amount)} / ${plan.billing_period === 'annual' ? 'year' : 'month'}`}
              {plan.amount != null && status && ' · '}
              {status}
            </p>
          </>
        ) : (
          <p css={{ margin: '4px 0 0' }}>
            {trial?.isTrialActive && trial.daysRemaining != null ? (
              <>
                <strong>Free trial</strong>: {trial.daysRemaining} day{trial.daysRemaining === 1 ? '' : 's'} remaining.{' '}
              </>
            ) : (
              "You're not on a plan yet. "
            )}
            <a href="/pricing" css={{ color: colors.accent }}>
              See plans
            </a>
          </p>
        )}
      </div>
      {plan && (
        <div css={{ display: 'flex', gap: 10 }}>
          <Button
            variant="ghost"
            onClick={() => void open('manage')}
            disabled={opening !== null}
            css={{ padding: '8px 16px', fontSize: 14 }}
          >
            Manage plan
          </Button>
          {!plan.cancel_at_period_end && (
            <Button
              variant="ghost"
              onClick={() => void open('cancel')}
              disabled={opening !== null}
              css={{ padding: '8px 16px', fontSize: 14 }}
            >
              {opening === 'cancel' ? 'Opening...' : 'Cancel plan'}
            </Button>
          )}
        </div>
      )}
    </section>
  )
}
