import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { useSession } from '../lib/session'
import { Spinner } from '../ui/Spinner'
import { colors } from '../ui/theme'

/** Staff who read only what the admin shows them: the workspace's lists are not theirs (docs/decisions/125). */
const ADMIN_ONLY_ROLES = new Set(['marketer', 'analyst'])

/**
 * The /app guard: a spinner while the session loads, /auth (remembering the origin) without one,
 * and a way to the admin for a marketer or analyst, whose work is there.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status, user } = useSession()
  const location = useLocation()
  if (status === 'loading') return <Spinner label="Loading your workspace" />
  if (status === 'signed-out') return <Navigate to="/auth" replace state={{ from: location }} />
  if (user && ADMIN_ONLY_ROLES.has(user.role)) return <StaffWorkspace />
  return <>{children}</>
}

function StaffWorkspace() {
  return (
    <main css={{ textAlign: 'center', padding: '60px 20px' }}>
      <h1 css={{ marginTop: 0, fontSize: 24 }}>Your work is in the admin</h1>
      <p css={{ color: colors.muted }}>The workspace is for agencies and vendors.</p>
      <a href="/admin" css={{ color: colors.accentText, fontWeight: 600 }}>
        Open the admin
      </a>
    </main>
  )
}
