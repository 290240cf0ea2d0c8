import { Link } from 'react-router-dom'
import { colors } from '../ui/theme'
import { query, rest, useLoad, type Page } from './api'
import { activeSubscriptions, Stat } from './BillingPage'
import { useSocketEvent } from './realtime'
import { useWorkspace } from './workspace-context'

const QUICK_ACTIONS = [
  { to: '/app/products', label: 'Browse the marketplace' },
  { to: '/app/messages', label: 'Open messages' },
  { to: '/app/three-way-chat', label: 'Start a 3-way chat' },
  { to: '/app/billing', label: 'Manage subscriptions' },
]

/** The dashboard: Active Products, Total Conversations, Unread Messages, and quick actions. */
export function DashboardPage() {
  const { user, socket } = useWorkspace()
  const { data, reload } = useLoad(async () => {
    const [subscriptions, conversations, unread] = await Promise.all([
      activeSubscriptions(),
      rest<Page<unknown>>(`conversations${query({ limit: 0 })}`),
      rest<Page<unknown>>(
        `messages${query({ where: { and: [{ read_at: { exists: false } }, { sender: { not_equals: user.id } }] }, limit: 0 })}`,
      ),
    ])
    return { products: subscriptions.totalDocs, conversations: conversations.totalDocs, unread: unread.totalDocs }
  }, [user.id])
  useSocketEvent(socket, 'conversation:activity', reload)
  return (
    <div css={{ display: 'grid', gap: 24 }}>
      <h2 css={{ margin: 0 }}>Dashboard</h2>
      <div css={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: 16 }}>
        <Stat label="Active Products" value={data ? String(data.products) : '–'} />
        <Stat label="Total Conversations" value={data ? String(data.conversations) : '–'} />
        <Stat label="Unread Messages" value={data ? String(data.unread) : '–'} />
      </div>
      <section aria-labelledby="quick-actions">
        <h3 id="quick-actions">Quick Actions</h3>
        <div css={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: 12 }}>
          {QUICK_ACTIONS.map((action) => (
            <Link
              key={action.to}
              to={action.to}
              css={{
                padding: 16,
                borderRadius: 12,
                border: `1px solid ${colors.border}`,
                background: colors.surface,
                color: colors.text,
                textDecoration: 'none',
                fontWeight: 600,
              }}
            >
              {action.label} →
            </Link>
          ))}
        </div>
      </section>
    </div>
  )
}
