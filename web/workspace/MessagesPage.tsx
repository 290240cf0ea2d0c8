import { useParams } from 'react-router-dom'
import { ConversationBrowser } from './ConversationBrowser'
import { useConversations } from './conversations'

/** Messages: non-archived conversations on the left, the selected one on the right (messages/{id} preselects). */
export function MessagesPage() {
  const { conversationId } = useParams()
  const { conversations, unreadBy, reload } = useConversations()
  return (
    <ConversationBrowser
      heading="Conversations"
      emptyText="No conversations yet"
      placeholder="Select a conversation to view messages"
      conversations={conversations}
      unreadBy={unreadBy}
      selectedId={conversationId}
      basePath="/app/messages"
      reload={reload}
    />
  )
}
