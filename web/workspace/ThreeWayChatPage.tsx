import { Link, useParams } from 'react-router-dom'
import { ConversationBrowser } from './ConversationBrowser'
import { useConversations } from './conversations'
import { InviteClient } from './InviteClient'
import { useWorkspace } from './workspace-context'

/** 3-Way Chat: the 'Active Chats', each offering 'Invite Client' while no client has joined. */
export function ThreeWayChatPage() {
  const { conversationId } = useParams()
  const { user } = useWorkspace()
  const { conversations, unreadBy, reload } = useConversations('three_way_chat')
  return (
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
            <InviteClient conversation={chat} onInvited={reload} />
          </div>
        ) : null
      }
    />
  )
}
