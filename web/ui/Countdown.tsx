import { useEffect, useState } from 'react'
import { colors } from './theme'

const STORAGE_KEY = 'countdown_target'

/** Hours, minutes and seconds left until `target` (never negative). */
export function timeLeft(target: number, now: number) {
  const total = Math.max(0, Math.floor((target - now) / 1000))
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60, total }
}

/** The stored target, or `defaultHours` from now (then stored), so a reload keeps counting. */
export function countdownTarget(defaultHours: number, now: number, storage: Pick<Storage, 'getItem' | 'setItem'> | null): number {
  const stored = Number(storage?.getItem(STORAGE_KEY))
  if (stored && stored > now) return stored
  const target = now + defaultHours * 3600_000
  storage?.setItem(STORAGE_KEY, String(target))
  return target
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The countdown's words and default length, as the page globals hold them. */
export type CountdownCopy = { label: string; default_hours: number; hours_label: string; minutes_label: string; seconds_label: string }

/**
 * Counts down `defaultHours` from the first visit (kept across reloads), every second, never
 * below zero. Renders zeros on the server so hydration matches.
 */
export function Countdown({ copy, className }: { copy: CountdownCopy; className?: string }) {
  const defaultHours = copy.default_hours
  const [left, setLeft] = useState<ReturnType<typeof timeLeft> | null>(null)
  useEffect(() => {
    let storage: Storage | null = null
    try {
      storage = window.localStorage
    } catch {
      /* private mode */
    }
    const target = countdownTarget(defaultHours, Date.now(), storage)
    const tick = () => setLeft(timeLeft(target, Date.now()))
    tick()
    const timer = window.setInterval(tick, 1000)
    return () => window.clearInterval(timer)
  }, [defaultHours])

  const unit = (value: number | undefined, name: string) => (
    <span css={{ display: 'inline-grid', justifyItems: 'center', minWidth: 56 }}>
      <strong css={{ fontSize: 28, fontVariantNumeric: 'tabular-nums' }}>{pad(value ?? 0)}</strong>
      <small css={{ color: colors.muted }}>{name}</small>
    </span>
  )
  return (
    <div role="timer" aria-label={copy.label} className={className} css={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span css={{ fontWeight: 600, marginRight: 8 }}>{copy.label}</span>
      {unit(left?.hours, copy.hours_label)}:{unit(left?.minutes, copy.minutes_label)}:{unit(left?.seconds, copy.seconds_label)}
    </div>
  )
}
