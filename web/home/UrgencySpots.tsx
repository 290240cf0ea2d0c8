import { useEffect, useState } from 'react'
import { fillTemplate } from '../../contracts/fill-template'
import { colors } from '../ui/theme'
import { minutesSince, spotsLeft } from './urgency'

export type UrgencySpotsCopy = {
  spots_capacity?: number | null
  sold_this_week?: number | null
  last_sale_at?: string | null
  spots_left_label?: string | null
  last_spot_sold_label?: string | null
}

/**
 * 'Only {count} spots left this week' (the capacity minus the plans sold this week) and 'Last
 * spot sold {minutes} minutes ago' (since the latest real sale). Nothing while no capacity is
 * set (docs/decisions/082). The spots are in the server's HTML; the minutes depend on the
 * clock, so they are written after hydration (until then the line keeps its room, hidden).
 */
export function UrgencySpots({ copy }: { copy: UrgencySpotsCopy }) {
  const left = spotsLeft(copy.spots_capacity, copy.sold_this_week)
  const lastSale = left === null ? null : (copy.last_sale_at ?? null)
  const [minutes, setMinutes] = useState<number | null>(null)
  useEffect(() => {
    if (!lastSale) return
    const tick = () => setMinutes(minutesSince(lastSale, Date.now()))
    tick()
    const timer = window.setInterval(tick, 60_000)
    return () => window.clearInterval(timer)
  }, [lastSale])

  if (left === null || !copy.spots_left_label) return null
  return (
    <div css={{ marginTop: 14, fontVariantNumeric: 'tabular-nums' }}>
      <p css={{ margin: 0, fontWeight: 800, color: colors.warning }}>
        <span aria-hidden="true">🔥 </span>
        {fillTemplate(copy.spots_left_label, { count: left })}
      </p>
      {copy.last_spot_sold_label && lastSale ? (
        <p css={{ margin: '4px 0 0', color: colors.muted, fontSize: 15, visibility: minutes === null ? 'hidden' : 'visible' }}>
          {fillTemplate(copy.last_spot_sold_label, { minutes: minutes ?? 0 })}
        </p>
      ) : null}
    </div>
  )
}
