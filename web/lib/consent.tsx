import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import type { ConsentChoice, ConsentView } from '../../contracts/consent'
import { callFunction, FunctionCallError } from './call-function'
import { useInitialData } from './initial-data'

type Consent = {
  /** The server's decision for this page (InitialData.consent); undefined with the banner off. */
  view?: ConsentView
  /** The banner is on screen. */
  open: boolean
  /** The server's message when a choice could not be saved. */
  error?: string
  choose: (choice: ConsentChoice) => Promise<void>
  /** The footer's "Cookie settings": the banner again, to change the answer. */
  reopen: () => void
}

const ConsentContext = createContext<Consent>({ open: false, choose: async () => undefined, reopen: () => undefined })

/**
 * The visitor's cookie choice on this page (docs/decisions/121). The server decided from the
 * request whether to ask (so the banner is in its HTML, and hydration agrees) and whether this
 * page measures anything; a choice is saved by the server, which sets the consent cookie, and
 * counts from the next page it renders.
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const { consent: view } = useInitialData()
  const [open, setOpen] = useState(view?.ask === true)
  const [error, setError] = useState<string>()
  const choose = useCallback(
    async (choice: ConsentChoice) => {
      if (!view) return
      setError(undefined)
      try {
        await callFunction('record-consent-choice', { choice, version: view.version })
        setOpen(false)
      } catch (failure) {
        setError(failure instanceof FunctionCallError ? failure.message : 'Something went wrong. Please try again.')
      }
    },
    [view],
  )
  const reopen = useCallback(() => setOpen(true), [])
  const value = useMemo(() => ({ view, open, error, choose, reopen }), [view, open, error, choose, reopen])
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>
}

export const useConsent = () => useContext(ConsentContext)
