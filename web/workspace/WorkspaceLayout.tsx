import { useMemo } from 'react'
import { NavLink, Outlet } from 'react-router-dom'
import { toast } from 'sonner'
import { ERRORS } from '../../contracts/errors'
import { useSession } from '../lib/session'
import { AuthError } from '../lib/session-errors'
import { colors } from '../ui/theme'
import { NotificationBell } from './NotificationBell'
import { useSocket } from './realtime'
import { TrialBanner } from './TrialBanner'
import { WorkspaceContext, type WorkspaceState } from './workspace-context'

const NAV = [
  { to: '/app', label: 'Dashboard', end: true },
  { to: '/app/products', label: 'Products' },
  { to: '/app/messages', label: 'Messages' },
  { to: '/app/three-way-chat', label: '3-Way Chat' },
  { to: '/app/billing', label: 'Billing' },
  { to: '/app/settings', label: 'Settings' },
]

/** The workspace frame: sidebar, header (welcome, bell, logo, company), trial banner and the selected screen. */
export function WorkspaceLayout() {
  const { user, token, signOut } = useSession()
  const socket = useSocket(token)
  const company = user?.company_name || user?.email || ''
  const state = useMemo<WorkspaceState | null>(() => (user ? { user, token, socket } : null), [user, token, socket])

  // Signed out, the guard sends this tab to /auth, as it does when another tab signs out.
  async function onSignOut() {
    try {
      await signOut()
      toast.success('Signed out successfully')
    } catch (error) {
      toast.error(error instanceof AuthError ? error.message : ERRORS.INTERNAL.message)
    }
  }

  if (!state) return null
  return (
    <WorkspaceContext.Provider value={state}>
      <div css={{ display: 'grid', gridTemplateColumns: '240px 1fr', minHeight: '100vh' }}>
        <nav aria-label="Workspace" css={{ background: colors.surface, borderRight: `1px solid ${colors.border}`, padding: 20 }}>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  css={{
                    display: 'block',
                    padding: '10px 12px',
                    borderRadius: 8,
                    textDecoration: 'none',
                    '&.active': { background: colors.surfaceRaised, color: colors.accentText },
                  }}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={onSignOut}
                css={{
                  width: '100%',
                  textAlign: 'left',
                  padding: '10px 12px',
                  background: 'none',
                  border: 'none',
                  color: colors.muted,
                  cursor: 'pointer',
                  fontSize: 16,
                }}
              >
                Sign Out
              </button>
            </li>
          </ul>
        </nav>
        <div css={{ minWidth: 0 }}>
          <header
            css={{
              borderBottom: `1px solid ${colors.border}`,
              padding: '16px 24px',
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              gap: 16,
            }}
          >
            <div>
              <h1 css={{ margin: 0, fontSize: 22 }}>Welcome back, {company}!</h1>
              <p css={{ margin: 0, color: colors.muted }}>Manage your products and conversations</p>
            </div>
            <div css={{ display: 'flex', alignItems: 'center', gap: 14 }}>
              <NotificationBell />
              {user?.company_logo_url && (
                <img
                  src={user.company_logo_url}
                  alt={`${company} logo`}
                  width={36}
                  height={36}
                  css={{ borderRadius: 8, objectFit: 'contain', background: '#fff' }}
                />
              )}
              <span
                data-testid="header-company"
                css={{ fontWeight: 600, borderLeft: `4px solid ${user?.agency_brand_color || colors.accent}`, paddingLeft: 10 }}
              >
                {company}
              </span>
            </div>
          </header>
          <TrialBanner />
          <main css={{ padding: 24 }}>
            <Outlet />
          </main>
        </div>
      </div>
    </WorkspaceContext.Provider>
  )
}
