import { useEffect, useState } from 'react'
import type { FunctionAnswer } from '../../contracts/functions'
import { callFunction } from '../lib/call-function'

export type OfferOrder = NonNullable<FunctionAnswer<'get-offer-order'>['order']>

/**
 * The order of the checkout session the buyer came back from (get-offer-order), read again
 * whenever `version` changes (after the upsell's answer). Undefined while it is being read;
 * null when there is none or it could not be read: the page shows what it can without it.
 */
export function useOfferOrder(sessionId: string, version: string): OfferOrder | null | undefined {
  // Kept with the version it was read for: an order read before the upsell's answer is not shown after it.
  const [read, setRead] = useState<{ version: string; order: OfferOrder | null } | null>(null)
  useEffect(() => {
    if (!sessionId) return
    let cancelled = false
    callFunction('get-offer-order', { session_id: sessionId })
      .then((answer) => answer.order)
      .catch(() => null)
      .then((order) => {
        if (!cancelled) setRead({ version, order })
      })
    return () => {
      cancelled = true
    }
  }, [sessionId, version])
  if (!sessionId) return null
  return read?.version === version ? read.order : undefined
}
