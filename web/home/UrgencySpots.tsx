import { useEffect, useState } from 'react'
import { fillTemplate } from '../../contracts/fill-template'
import { colors } from '../ui/theme'
import { lastSpotSoldMinutes, spotsLeft } from './urgency'

export type UrgencySpotsCopy = {
  spots_left_label?: string | null
  spots_left_min: number
  spots_left_max: number
  last_spot_sold_label?: string | null
  last_spot_sold_minutes: number
}

/**
 * 'Only {count} spots left' (a random 2-4) and 'Last spot sold {minutes} minutes ago' (from 47,
 * rising each minute). The number is drawn in the browser after hydration, so the server's HTML
 * and the first render agree; until then the line keeps its place hidden (no layout shift) and
 * out of the accessibility tree. Not a live region: a screen reader is not told every minute.
 */
export function UrgencySpots({ copy }: { copy: UrgencySpotsCopy }) {
  const [shown, setShown] = useState<{ spots: number; minutes: number } | null>(null)
  const { spots_left_min: min, spots_left_max: max, last_spot_sold_minutes: start } = copy
  useEffect(() => {
    const spots = spotsLeft(Math.random(), min, max)
    const openedAt = Date.now()
    setShown({ spots, minutes: start })
    const timer = window.setInterval(() => setShown({ spots, minutes: lastSpotSoldMinutes(start, Date.now() - openedAt) }), 60_000)
    return () => window.clearInterval(timer)
  }, [min, max, start])

  if (!copy.spots_left_label && !copy.last_spot_sold_label) return null
  // Before the draw: the widest values, hidden, so the lines take their final room.
  const values = shown ?? { spots: Math.max(min, max), minutes: start }
  return (
    <div css={{ marginTop: 14, visibility: shown ? 'visible' : 'hidden', fontVariantNumeric: 'tabular-nums' }}>
      {copy.spots_left_label ? (
        <p css={{ margin: 0, fontWeight: 800, color: colors.warning }}>
          <span aria-hidden="true">🔥 </span>
          {fillTemplate(copy.spots_left_label, { count: values.spots })}
        </p>
      ) : null}
      {copy.last_spot_sold_label ? (
        <p css={{ margin: '4px 0 0', color: colors.muted, fontSize: 15 }}>
          {fillTemplate(copy.last_spot_sold_label, { minutes: values.minutes })}
        </p>
      ) : null}
    </div>
  )
}
