import { useEffect, useState, type ReactNode } from 'react'

/** Renders the fallback on the server and during hydration, then the children. */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return <>{mounted ? children : fallback}</>
}
