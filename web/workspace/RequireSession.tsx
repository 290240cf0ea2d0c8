import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { useSession } from '../lib/session'
import { Spinner } from '../ui/Spinner'

/** The /app guard: a spinner while the session loads, /auth (remembering the origin) without one. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession()
  const location = useLocation()
  if (status === 'loading') return <Spinner label="Loading your workspace" />
  if (status === 'signed-out') return <Navigate to="/auth" replace state={{ from: location }} />
  return <>{children}</>
}
