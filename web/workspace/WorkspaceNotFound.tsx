import { Link } from 'react-router-dom'
import { colors } from '../ui/theme'

/** An unknown /app/… path (or a product that is not there): said inside the workspace, not the dashboard. */
export function WorkspaceNotFound() {
  return (
    <section css={{ textAlign: 'center', padding: '60px 20px' }}>
      <h2 css={{ marginTop: 0 }}>Page not found</h2>
      <p css={{ color: colors.muted }}>There is nothing at this address in your workspace.</p>
      <Link to="/app" css={{ color: colors.accentText, fontWeight: 600 }}>
        Back to the dashboard
      </Link>
    </section>
  )
}
