import { useEffect, useState } from 'react'
import { riseInEffect, riseValues, type PriceRiseRecord } from '../../contracts/price-rise'
import { firstSeenFromCookie } from '../ui/Countdown'
import { useContent } from './initial-data'

export type PriceRiseView = {
  /** The placeholders' values while the rise is to come for this visitor; null: no line mentions it. */
  values: Record<string, string> | null
  /** The rise is in effect for this visitor: the plan's card shows the new price. */
  inEffect: boolean
  /** The rise, where it is set. */
  rise: PriceRiseRecord | null
}

/**
 * The price rise as this visitor sees it (docs/decisions/120). The first render decides with the
 * server's read time and no cookie, as the server did, so hydration matches; then the
 * browser's clock and the visitor's own timer (the first_seen cookie) take over.
 */
export function usePriceRise(): PriceRiseView {
  const rise = (useContent('price-rise') ?? null) as (PriceRiseRecord & { read_at?: string | null }) | null
  const [clock, setClock] = useState(() => ({ now: Date.parse(rise?.read_at ?? '') || 0, firstSeen: null as number | null }))
  useEffect(() => setClock({ now: Date.now(), firstSeen: firstSeenFromCookie(document.cookie) }), [])
  const inEffect = riseInEffect(rise, clock.firstSeen, clock.now)
  return { rise, inEffect, values: inEffect ? null : riseValues(rise, clock.now) }
}

/** A plan's prices as this visitor pays them: the rise's once it is in effect for them. */
export function risenPrices<P extends { id: number | string; monthly_price: number; annual_price: number }>(
  plan: P,
  view: PriceRiseView,
): P {
  const { rise, inEffect } = view
  const risePlan = rise && typeof rise.plan === 'object' && rise.plan ? rise.plan.id : rise?.plan
  if (!inEffect || !rise || String(risePlan) !== String(plan.id)) return plan
  return { ...plan, monthly_price: rise.monthly_price ?? plan.monthly_price, annual_price: rise.annual_price ?? plan.annual_price }
}
