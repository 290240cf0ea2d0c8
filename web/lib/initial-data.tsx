import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import type { ContentKey } from '../../contracts/initial-data'
import type { ContentMap, InitialData } from './content'

const InitialDataContext = createContext<InitialData>({ content: {}, visitorId: '' })

export function InitialDataProvider({ value, children }: { value: InitialData; children: ReactNode }) {
  return <InitialDataContext.Provider value={value}>{children}</InitialDataContext.Provider>
}

export const useInitialData = () => useContext(InitialDataContext)

/**
 * CMS content for a page: the server-rendered copy when there is one, otherwise fetched
 * from Payload's REST API on client navigation (published versions only).
 */
export function useContent<K extends ContentKey>(key: K): ContentMap[K] | undefined {
  const data = useContext(InitialDataContext)
  const [fetched, setFetched] = useState<ContentMap[K] | undefined>(undefined)
  const initial = data.content[key] as ContentMap[K] | undefined
  useEffect(() => {
    if (initial) return
    let cancelled = false
    fetch(`/api/globals/${key}?depth=1`, { credentials: 'same-origin' })
      .then((res) => (res.ok ? res.json() : undefined))
      .then((doc) => {
        if (!cancelled && doc) {
          data.content[key] = doc
          setFetched(doc)
        }
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [key, initial, data])
  return initial ?? fetched
}
