import { useEffect, useState } from 'react'
import type { FunctionAnswer } from '../../contracts/functions'
import { callFunction } from '../lib/call-function'

export type OfferOrder = NonNullable<FunctionAnswer<'get-offer-order'>['order']>

/**
 * The order of the checkout session the buyer came back from (get-offer-order), read again
 * whenever `version` changes (after the upsell's answer). Null while unknown: the page shows
 * what it can without it.
 */
export function useOfferOrder(sessionId: string, version: string): OfferOrder | null {
  // Kept with the version it was read for: an order read before the upsell's answer is not shown after it.
  const [read, setRead] = useState<{ version: string; order: OfferOrder | null } | null>(null)
  useEffect(() => {
    if (!sessionId) return
    let cancelled = false
    callFunction('get-offer-order', { session_id: sessionId })
      .then((answer) => {
        if (!cancelled) setRead({ version, order: answer.order })
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [sessionId, version])
  return read?.version === version ? read.order : null
}
