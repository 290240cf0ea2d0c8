import { Link } from 'react-router-dom'
import type { Conversation, Message, Notification } from '../../cms/payload-types'
import { colors } from '../ui/theme'
import { query, rest, useLoad, type Page } from './api'
import { activeSubscriptions, Stat } from './BillingPage'
import { formatUsd } from './money'
import { useSocketEvent } from './realtime'
import { useWorkspace } from './workspace-context'

const QUICK_ACTIONS = [
  { to: '/app/products', label: 'Browse the marketplace' },
  { to: '/app/messages', label: 'Open messages' },
  { to: '/app/three-way-chat', label: 'Start a 3-way chat' },
  { to: '/app/billing', label: 'Manage subscriptions' },
]

/** How many recent messages the dashboard reads to find the threads waiting on the user. */
const RECENT_MESSAGES = 200
const ref = (value: number | string | { id: number | string } | null | undefined) =>
  value == null ? null : String(typeof value === 'object' ? value.id : value)

/**
 * Open threads needing an answer: non-archived threads whose latest message (among the recent
 * ones) someone else sent.
 */
function awaitingReply(conversations: Pick<Conversation, 'id'>[], recent: Pick<Message, 'conversation' | 'sender'>[], me: string) {
  const open = new Set(conversations.map((c) => String(c.id)))
  const latest = new Map<string, string | null>()
  for (const message of recent) {
    const id = ref(message.conversation)!
    if (!latest.has(id)) latest.set(id, ref(message.sender))
  }
  return [...latest].filter(([id, sender]) => open.has(id) && sender !== me).length
}

/**
 * The dashboard: active clients, threads waiting for an answer, the monthly spend on vendors,
 * the spec's three counters, recent activity and quick actions. Everything is read through
 * the collections' access rules: the user's own rows only.
 */
export function DashboardPage() {
  const { user, socket } = useWorkspace()
  const { data, reload } = useLoad(async () => {
    const [subscriptions, conversations, unread, recent, activity] = await Promise.all([
      activeSubscriptions(),
      rest<Page<Pick<Conversation, 'id' | 'client_user'>>>(
        `conversations${query({ where: { is_archived: { not_equals: true } }, limit: 100, depth: 0 })}`,
      ),
      rest<Page<unknown>>(
        `messages${query({ where: { and: [{ read_at: { exists: false } }, { sender: { not_equals: user.id } }] }, limit: 0 })}`,
      ),
      rest<Page<Pick<Message, 'conversation' | 'sender'>>>(`messages${query({ sort: '-sent_at', limit: RECENT_MESSAGES, depth: 0 })}`),
      rest<Page<Notification>>(`notifications${query({ sort: '-createdAt', limit: 5, depth: 0 })}`),
    ])
    return {
      products: subscriptions.totalDocs,
      spend: subscriptions.docs.reduce((sum, row) => sum + row.price_monthly, 0),
      clients: new Set(conversations.docs.map((c) => ref(c.client_user)).filter(Boolean)).size,
      conversations: conversations.totalDocs,
      awaiting: awaitingReply(conversations.docs, recent.docs, String(user.id)),
      unread: unread.totalDocs,
      activity: activity.docs,
    }
  }, [user.id])
  useSocketEvent(socket, 'conversation:activity', reload)
  return (
    <div css={{ display: 'grid', gap: 24 }}>
      <h2 css={{ margin: 0 }}>Dashboard</h2>
      <div css={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: 16 }}>
        <Stat label="Active Clients" value={data ? String(data.clients) : '–'} />
        <Stat label="Threads Awaiting Reply" value={data ? String(data.awaiting) : '–'} />
        <Stat label="Monthly Vendor Spend" value={data ? formatUsd(data.spend) : '–'} />
        <Stat label="Active Products" value={data ? String(data.products) : '–'} />
        <Stat label="Total Conversations" value={data ? String(data.conversations) : '–'} />
        <Stat label="Unread Messages" value={data ? String(data.unread) : '–'} />
      </div>
      <section aria-labelledby="recent-activity">
        <h3 id="recent-activity">Recent Activity</h3>
        {data?.activity.length === 0 && <p css={{ color: colors.muted }}>Nothing yet.</p>}
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {data?.activity.map((item) => (
            <li
              key={item.id}
              css={{ padding: '10px 14px', borderRadius: 10, border: `1px solid ${colors.border}`, background: colors.surface }}
            >
              {item.link ? (
                <Link to={item.link} css={{ color: colors.text, fontWeight: 600 }}>
                  {item.title}
                </Link>
              ) : (
                <strong>{item.title}</strong>
              )}
              <span css={{ display: 'block', color: colors.muted, fontSize: 14 }}>
                {item.message} · {new Date(item.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
              </span>
            </li>
          ))}
        </ul>
      </section>
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
