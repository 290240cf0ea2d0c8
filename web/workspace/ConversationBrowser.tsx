import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { colors } from '../ui/theme'
import { ConversationPane } from './ConversationPane'
import { productNameOf, type ConversationRow } from './conversations'
import { InviteClient } from './InviteClient'
import { useWorkspace } from './workspace-context'

const ROLE_LABEL: Record<string, string> = { agency: 'Agency', vendor: 'Vendor', client: 'Client' }

/** A conversation list item: product name and subject, with its unread count. */
function ConversationLink({
  conversation,
  unread,
  to,
  active,
}: {
  conversation: ConversationRow
  unread: number
  to: string
  active: boolean
}) {
  return (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      css={{
        display: 'block',
        padding: '12px 14px',
        borderRadius: 10,
        textDecoration: 'none',
        color: colors.text,
        background: active ? colors.surfaceRaised : 'transparent',
        border: `1px solid ${active ? colors.accent : 'transparent'}`,
      }}
    >
      <span css={{ display: 'flex', justifyContent: 'space-between', gap: 8, fontWeight: 700 }}>
        {productNameOf(conversation) ?? 'Conversation'}
        {unread > 0 && (
          <span
            aria-label={`${unread} unread`}
            css={{ background: colors.accentStrong, borderRadius: 999, padding: '0 8px', fontSize: 12, lineHeight: '20px' }}
          >
            {unread}
          </span>
        )}
      </span>
      <span css={{ display: 'block', color: colors.muted, fontSize: 14 }}>{conversation.subject}</span>
    </Link>
  )
}

function Pane({ conversation, onInvited }: { conversation: ConversationRow; onInvited: () => void }) {
  const { user, socket } = useWorkspace()
  // Only the agency invites, and only while no client has joined (spec sections 2 and 6).
  const canInvite = user.role === 'agency' && !conversation.client_user
  return (
    <ConversationPane
      key={conversation.id}
      actions={canInvite ? <InviteClient conversations={[conversation]} onInvited={onInvited} /> : null}
      socket={socket}
      conversationId={String(conversation.id)}
      meId={String(user.id)}
      title={productNameOf(conversation) ?? 'Conversation'}
      subject={conversation.subject}
      senderLabel={(message) => ROLE_LABEL[message.senderRole]}
      typingLabel={(role) => `${ROLE_LABEL[role] ?? 'Someone'} is typing...`}
    />
  )
}

/**
 * A list of conversations on the left and the selected one on the right: the Messages and
 * 3-Way Chat screens. `itemExtra` adds to each list item (the 3-Way Chat's 'Invite Client').
 */
export function ConversationBrowser({
  heading,
  emptyText,
  placeholder,
  conversations,
  unreadBy,
  selectedId,
  basePath,
  reload,
  itemExtra,
}: {
  heading: string
  emptyText: string
  placeholder: ReactNode
  conversations: ConversationRow[] | undefined
  unreadBy: Map<string, number>
  selectedId: string | undefined
  basePath: string
  reload: () => void
  itemExtra?: (conversation: ConversationRow) => ReactNode
}) {
  const selected = conversations?.find((c) => String(c.id) === selectedId)
  return (
    <div css={{ display: 'grid', gridTemplateColumns: '320px 1fr', gap: 20 }}>
      <nav
        aria-label={heading}
        css={{ background: colors.surface, border: `1px solid ${colors.border}`, borderRadius: 12, padding: 10, alignSelf: 'start' }}
      >
        <h2 css={{ fontSize: 16, margin: '6px 8px 10px' }}>{heading}</h2>
        {conversations?.length === 0 && <p css={{ color: colors.muted, margin: 8 }}>{emptyText}</p>}
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
          {conversations?.map((conversation) => {
            const id = String(conversation.id)
            return (
              <li key={id} css={{ display: 'grid', gap: 6 }}>
                <ConversationLink
                  conversation={conversation}
                  unread={id === selectedId ? 0 : (unreadBy.get(id) ?? 0)}
                  to={`${basePath}/${id}`}
                  active={id === selectedId}
                />
                {itemExtra?.(conversation)}
              </li>
            )
          })}
        </ul>
      </nav>
      {selected ? (
        <Pane conversation={selected} onInvited={reload} />
      ) : (
        <div
          css={{
            height: 600,
            display: 'grid',
            placeItems: 'center',
            color: colors.muted,
            border: `1px dashed ${colors.border}`,
            borderRadius: 12,
          }}
        >
          {placeholder}
        </div>
      )}
    </div>
  )
}
