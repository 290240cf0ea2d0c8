import { useEffect, useState } from 'react'
import type { FunctionAnswer } from '../../contracts/functions'
import { callFunction } from '../lib/call-function'

export type OfferOrder = FunctionAnswer<'get-offer-order'>

/**
 * The order of the checkout session the buyer came back from (get-offer-order), read again
 * whenever `version` changes (after the upsell's answer). Null while unknown: the page shows
 * what it can without it.
 */
export function useOfferOrder(sessionId: string, version: string): OfferOrder | null {
  const [order, setOrder] = useState<OfferOrder | null>(null)
  useEffect(() => {
    if (!sessionId) return
    let cancelled = false
    callFunction('get-offer-order', { session_id: sessionId })
      .then((answer) => {
        if (!cancelled) setOrder(answer)
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [sessionId, version])
  return order
}
