import { NavLink, Outlet } from 'react-router-dom'
import { toast } from 'sonner'
import { ERRORS } from '../../contracts/errors'
import { useSession } from '../lib/session'
import { AuthError } from '../lib/session-errors'
import { colors } from '../ui/theme'

const NAV = [
  { to: '/app', label: 'Dashboard', end: true },
  { to: '/app/products', label: 'Products' },
  { to: '/app/messages', label: 'Messages' },
  { to: '/app/three-way-chat', label: '3-Way Chat' },
  { to: '/app/billing', label: 'Billing' },
  { to: '/app/settings', label: 'Settings' },
]

/** The workspace frame: sidebar, header and the selected screen. */
export function WorkspaceLayout() {
  const { user, signOut } = useSession()
  const company = user?.company_name || user?.email || ''

  // Signed out, the guard sends this tab to /auth, as it does when another tab signs out.
  async function onSignOut() {
    try {
      await signOut()
      toast.success('Signed out successfully')
    } catch (error) {
      toast.error(error instanceof AuthError ? error.message : ERRORS.INTERNAL.message)
    }
  }

  return (
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
                  '&.active': { background: colors.surfaceRaised, color: colors.accent },
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
      <div>
        <header
          css={{ borderBottom: `1px solid ${colors.border}`, padding: '16px 24px', display: 'flex', justifyContent: 'space-between' }}
        >
          <div>
            <h1 css={{ margin: 0, fontSize: 22 }}>Welcome back, {company}!</h1>
            <p css={{ margin: 0, color: colors.muted }}>Manage your products and conversations</p>
          </div>
          <span css={{ alignSelf: 'center', fontWeight: 600 }}>{company}</span>
        </header>
        <div css={{ padding: 24 }}>
          <Outlet />
        </div>
      </div>
    </div>
  )
}
