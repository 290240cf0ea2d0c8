import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { toast } from 'sonner'
import type { MessageView } from '../../contracts/workspace'
import { colors } from '../ui/theme'
import type { WorkspaceSocket } from './realtime'
import { useConversation } from './useConversation'

const TIME = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' })

/**
 * The conversation pane of spec section 2: 600 px high, a header with the product name (or
 * 'Conversation') and subject, bubbles with their time (own on the right), 'No messages
 * yet', and a textarea where Enter sends and Shift+Enter adds a line. Text is rendered as
 * text, never as HTML.
 */
export function ConversationPane({
  socket,
  conversationId,
  meId,
  title,
  subject,
  token,
  accent = colors.accent,
  senderLabel,
  typingLabel,
  actions,
}: {
  socket: WorkspaceSocket | null
  conversationId: string
  meId: string
  title: string
  subject: string
  token?: string
  accent?: string
  senderLabel: (message: MessageView) => string
  typingLabel: (role: string) => string
  /** Buttons in the header (the agency's 'Invite Client'). */
  actions?: ReactNode
}) {
  const { messages, loaded, typing, send, announceTyping } = useConversation({ socket, conversationId, meId, token })
  const [draft, setDraft] = useState('')
  const [sending, setSending] = useState(false)
  const list = useRef<HTMLOListElement>(null)

  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight })
  }, [messages.length])

  async function submit() {
    const content = draft
    if (!content.trim() || sending) return
    setSending(true)
    try {
      await send(content)
      setDraft('')
      // Spec section 8's 'Message sent': the server stored it (the send was acknowledged).
      // Short-lived: in a chat it follows every message, and sits where the next one is typed.
      toast.success('Message sent', { duration: 2000 })
    } catch {
      toast.error('Failed to send message')
    } finally {
      setSending(false)
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void submit()
    }
  }

  return (
    <section
      aria-label={`Conversation: ${subject}`}
      css={{
        height: 600,
        display: 'flex',
        flexDirection: 'column',
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        borderRadius: 12,
        overflow: 'hidden',
      }}
    >
      <header
        css={{
          padding: '14px 18px',
          borderBottom: `1px solid ${colors.border}`,
          display: 'flex',
          justifyContent: 'space-between',
          gap: 12,
        }}
      >
        <div>
          <h2 css={{ margin: 0, fontSize: 18 }}>{title}</h2>
          <p css={{ margin: '2px 0 0', color: colors.muted, fontSize: 14 }}>{subject}</p>
        </div>
        {actions}
      </header>
      <ol
        ref={list}
        aria-label="Messages"
        css={{ flex: 1, overflowY: 'auto', listStyle: 'none', margin: 0, padding: 18, display: 'grid', gap: 10, alignContent: 'start' }}
      >
        {loaded && messages.length === 0 && <li css={{ color: colors.muted, textAlign: 'center', marginTop: 40 }}>No messages yet</li>}
        {messages.map((message) => {
          const own = message.senderId === meId
          return (
            <li key={message.id} css={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start' }}>
              <div
                css={{
                  maxWidth: '75%',
                  padding: '10px 14px',
                  borderRadius: 14,
                  background: own ? accent : colors.surfaceRaised,
                  color: own ? '#fff' : colors.text,
                }}
              >
                {!own && <div css={{ fontSize: 12, fontWeight: 700, marginBottom: 2, opacity: 0.85 }}>{senderLabel(message)}</div>}
                <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.content}</p>
                <time dateTime={message.sentAt} css={{ display: 'block', fontSize: 11, opacity: 0.75, marginTop: 4, textAlign: 'right' }}>
                  {TIME.format(new Date(message.sentAt))}
                </time>
              </div>
            </li>
          )
        })}
      </ol>
      <div aria-live="polite" css={{ minHeight: 20, padding: '0 18px', fontSize: 13, color: colors.muted }}>
        {typing ? typingLabel(typing) : ''}
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
        css={{ display: 'flex', gap: 10, padding: 14, borderTop: `1px solid ${colors.border}` }}
      >
        <textarea
          aria-label="Message"
          placeholder="Type your message..."
          value={draft}
          rows={2}
          onChange={(event) => {
            setDraft(event.target.value)
            announceTyping()
          }}
          onKeyDown={onKeyDown}
          css={{
            flex: 1,
            resize: 'none',
            padding: '10px 12px',
            borderRadius: 8,
            border: `1px solid ${colors.border}`,
            background: colors.surfaceRaised,
            color: colors.text,
            fontSize: 15,
            fontFamily: 'inherit',
          }}
        />
        <button
          type="submit"
          disabled={!draft.trim() || sending}
          css={{
            alignSelf: 'stretch',
            padding: '0 20px',
            borderRadius: 8,
            border: 'none',
            fontWeight: 700,
            color: '#fff',
            background: accent,
            cursor: 'pointer',
            '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
          }}
        >
          Send
        </button>
      </form>
    </section>
  )
}
