import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import type { FunctionAnswer } from '../../contracts/functions'
import { callFunction } from '../lib/call-function'
import { colors } from '../ui/theme'
import { useWorkspace } from './workspace-context'

/** Trial status is refreshed every 60 seconds (spec section 9). */
export const TRIAL_POLL_MS = 60_000

/** 'Trial Mode: N day(s) remaining' with 'Upgrade Now', for unpaid users in an active trial. */
export function TrialBanner() {
  const { token } = useWorkspace()
  const [status, setStatus] = useState<FunctionAnswer<'check-trial-status'> | null>(null)
  useEffect(() => {
    let live = true
    const check = () =>
      callFunction('check-trial-status', {}, { token: token ?? undefined }).then(
        (answer) => live && setStatus(answer),
        () => undefined,
      )
    void check()
    const timer = setInterval(check, TRIAL_POLL_MS)
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [token])
  if (!status?.isTrialActive || status.isPaidUser || status.daysRemaining === null) return null
  return (
    <div
      role="status"
      css={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 12,
        padding: '10px 24px',
        background: 'rgba(245,158,11,0.15)',
        borderBottom: `1px solid ${colors.warning}`,
      }}
    >
      <span css={{ fontWeight: 600 }}>
        Trial Mode: {status.daysRemaining} day{status.daysRemaining === 1 ? '' : 's'} remaining
      </span>
      <Link
        to="/app/billing"
        css={{
          background: colors.warning,
          color: '#1a1203',
          padding: '6px 14px',
          borderRadius: 8,
          fontWeight: 700,
          textDecoration: 'none',
        }}
      >
        Upgrade Now
      </Link>
    </div>
  )
}
