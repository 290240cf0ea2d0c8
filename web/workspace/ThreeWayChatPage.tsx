import { Link, useNavigate, useParams } from 'react-router-dom'
import { ConversationBrowser } from './ConversationBrowser'
import { useConversations } from './conversations'
import { InviteClient } from './InviteClient'
import { useWorkspace } from './workspace-context'

/**
 * 3-Way Chat: 'Invite Client' to any thread that has no client yet (the invitation turns it
 * into a three-way chat), then the 'Active Chats', each offering 'Invite Client' while no
 * client has joined.
 */
export function ThreeWayChatPage() {
  const { conversationId } = useParams()
  const navigate = useNavigate()
  const { user } = useWorkspace()
  const { conversations, unreadBy, reload } = useConversations('three_way_chat')
  const threads = useConversations()
  const invitable = (threads.conversations ?? []).filter((thread) => !thread.client_user)
  const invited = (id: string) => {
    reload()
    threads.reload()
    navigate(`/app/three-way-chat/${id}`)
  }
  return (
    <div>
      {user.role === 'agency' && (
        <div css={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
          <InviteClient conversations={invitable} choose onInvited={invited} />
        </div>
      )}
      <ConversationBrowser
        heading="Active Chats"
        emptyText="No 3-way chats yet. Start one from Messages."
        placeholder={
          <span>
            Select a chat, or start one from <Link to="/app/messages">Messages</Link>.
          </span>
        }
        conversations={conversations}
        unreadBy={unreadBy}
        selectedId={conversationId}
        basePath="/app/three-way-chat"
        reload={reload}
        itemExtra={(chat) =>
          !chat.client_user && user.role === 'agency' ? (
            <div css={{ paddingLeft: 14 }}>
              <InviteClient conversations={[chat]} onInvited={invited} />
            </div>
          ) : null
        }
      />
    </div>
  )
}
