import { useEffect, useState } from 'react'
import { countdownDeadline, FIRST_SEEN_COOKIE, readFirstSeen } from '../../contracts/urgency'
import { colors } from './theme'

/** Hours, minutes and seconds left until `target` (never negative). */
export function timeLeft(target: number, now: number) {
  const total = Math.max(0, Math.floor((target - now) / 1000))
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60, total }
}

/** The visitor's first visit, from the cookie the server set on the first page (server/first-seen.ts). */
export function firstSeenFromCookie(cookie: string): number | null {
  const pair = cookie.split('; ').find((part) => part.startsWith(`${FIRST_SEEN_COOKIE}=`))
  return readFirstSeen(pair?.slice(FIRST_SEEN_COOKIE.length + 1))
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The countdown's words, deadline and default length, as the page globals hold them. */
export type CountdownCopy = {
  label: string
  deadline?: string | null
  default_hours: number
  hours_label: string
  minutes_label: string
  seconds_label: string
}

/**
 * Counts down, every second, to the marketer's deadline or to `default_hours` after the
 * visitor's first visit (docs/decisions/082): a reload or a later visit shows less time, never
 * a fresh 24 hours. The page's HTML is shared by every visitor (docs/decisions/005), so the
 * digits arrive after hydration; until then, and once the deadline has passed, the timer keeps
 * its room but is hidden.
 */
export function Countdown({ copy, className }: { copy: CountdownCopy; className?: string }) {
  const { deadline, default_hours: defaultHours } = copy
  const [left, setLeft] = useState<ReturnType<typeof timeLeft> | null>(null)
  useEffect(() => {
    const target = countdownDeadline(deadline, defaultHours, firstSeenFromCookie(document.cookie))
    if (target === null) return
    const tick = () => {
      const next = timeLeft(target, Date.now())
      setLeft(next)
      if (next.total === 0) window.clearInterval(timer)
    }
    const timer = window.setInterval(tick, 1000)
    tick()
    return () => window.clearInterval(timer)
  }, [deadline, defaultHours])

  const shown = !!left && left.total > 0
  const unit = (value: number | undefined, name: string) => (
    <span css={{ display: 'inline-grid', justifyItems: 'center', minWidth: 56 }}>
      <strong css={{ fontSize: 28, fontVariantNumeric: 'tabular-nums' }}>{pad(value ?? 0)}</strong>
      <small css={{ color: colors.muted }}>{name}</small>
    </span>
  )
  return (
    <div
      role="timer"
      aria-label={copy.label}
      aria-hidden={shown ? undefined : true}
      className={className}
      css={{ display: 'inline-flex', alignItems: 'center', gap: 8, visibility: shown ? 'visible' : 'hidden' }}
    >
      <span css={{ fontWeight: 600, marginRight: 8 }}>{copy.label}</span>
      {unit(left?.hours, copy.hours_label)}:{unit(left?.minutes, copy.minutes_label)}:{unit(left?.seconds, copy.seconds_label)}
    </div>
  )
}
