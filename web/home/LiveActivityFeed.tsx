import { useEffect, useState } from 'react'
import type { WinCard } from '../../cms/payload-types'
import { colors } from '../ui/theme'

/** Spec section 9: the live activity interval. */
export const LIVE_ACTIVITY_INTERVAL_MS = 8000

/**
 * The live activity feed (experiment flag live-activity-feed): one member win at a time,
 * the next every 8 s, from the home page's member-win cards. The server renders the first,
 * so the hydrated page starts where the HTML did.
 */
export function LiveActivityFeed({ wins }: { wins: WinCard[] }) {
  const [index, setIndex] = useState(0)
  useEffect(() => {
    if (wins.length < 2) return
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % wins.length), LIVE_ACTIVITY_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [wins.length])
  const win = wins[index]
  if (!win) return null
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="live-activity-feed"
      css={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        gap: 8,
        padding: '8px 16px',
        background: colors.surfaceRaised,
        borderBottom: `1px solid ${colors.border}`,
        fontSize: 14,
      }}
    >
      <span aria-hidden="true" css={{ width: 8, height: 8, borderRadius: '50%', background: colors.success, flex: 'none' }} />
      <span>
        <strong>{win.name}</strong> {win.achievement} <span css={{ color: colors.success, fontWeight: 700 }}>{win.value}</span>
      </span>
    </div>
  )
}
