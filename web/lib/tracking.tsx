import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { createFunnelTracker, type FunnelTracker } from './funnel-tracker'
import { useInitialData } from './initial-data'

const noop: FunnelTracker = {
  track: () => undefined,
  setLeadId: () => undefined,
  setExperimentVariants: () => undefined,
  flush: async () => undefined,
  stop: () => undefined,
}

const TrackerContext = createContext<FunnelTracker>(noop)

/**
 * One funnel tracker per page load; every page view is an event. A marketer's live
 * preview (`?preview=true`) is not funnel traffic and records nothing.
 */
export function TrackingProvider({ children }: { children: ReactNode }) {
  const [tracker, setTracker] = useState<FunnelTracker>(noop)
  const location = useLocation()
  const { preview, consent } = useInitialData()
  const anonymous = consent?.tracking === false
  useEffect(() => {
    if (preview) return
    const created = createFunnelTracker({ anonymous })
    // A transition: the new context value reaches every page component, and at default priority it
    // would make React hydrate whatever of the page is still dehydrated in one long task.
    startTransition(() => setTracker(created))
    return () => created.stop()
  }, [preview, anonymous])
  useEffect(() => {
    if (tracker !== noop) tracker.track('page_view', { path: location.pathname })
  }, [tracker, location.pathname])
  return <TrackerContext.Provider value={tracker}>{children}</TrackerContext.Provider>
}

export const useFunnelTracker = () => useContext(TrackerContext)

/** False until the page's tracker has started (and always in a live preview): page-load events wait for it. */
export const isLiveTracker = (tracker: FunnelTracker) => tracker !== noop
