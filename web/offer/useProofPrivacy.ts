import { useEffect, useRef, useState } from 'react'
import { needsConsentFirst } from '../../contracts/consent-region'
import { callFunction } from '../lib/call-function'

/**
 * The buyer's "keep my purchase private" box (docs/decisions/117): ticked until the server says
 * where the visitor is, then left ticked in the EU, the EEA and the UK (and where no CDN says),
 * unticked elsewhere. A box the buyer touched is never changed for them.
 */
export function useProofPrivacy(): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(true)
  const touched = useRef(false)
  useEffect(() => {
    let live = true
    callFunction('get-user-location', {})
      .then(({ country }) => {
        if (live && !touched.current) setValue(needsConsentFirst(country))
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])
  return [
    value,
    (next) => {
      touched.current = true
      setValue(next)
    },
  ]
}
