import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react'
import { toast } from 'sonner'
import { CHAT_ATTACHMENT_TYPES, CHAT_ATTACHMENTS_PER_MESSAGE } from '../../contracts/chat-attachments'
import type { MessageView } from '../../contracts/workspace'
import { colors } from '../ui/theme'
import { uploadChatAttachment, type PendingAttachment } from './chat-attachments'
import { MessageAttachments } from './MessageAttachments'
import type { WorkspaceSocket } from './realtime'
import { useConversation } from './useConversation'

const TIME = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' })

/**
 * The conversation pane of spec section 2: 600 px high, a header with the product name (or
 * 'Conversation') and subject, bubbles with their time (own on the right), 'No messages
 * yet', and a textarea where Enter sends and Shift+Enter adds a line. Text is rendered as
 * text, never as HTML. 'Attach' uploads images and PDFs (checked before and on the server),
 * which go with the next message and show as thumbnails or links.
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
  const [pending, setPending] = useState<PendingAttachment[]>([])
  const [uploading, setUploading] = useState(0)
  const list = useRef<HTMLOListElement>(null)
  const filePicker = useRef<HTMLInputElement>(null)

  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight })
  }, [messages.length])

  const canSend = (draft.trim().length > 0 || pending.length > 0) && !sending && uploading === 0

  async function submit() {
    const content = draft
    if (!canSend) return
    setSending(true)
    try {
      await send(
        content,
        pending.map((file) => file.id),
      )
      setDraft('')
      setPending([])
      // Spec section 8's 'Message sent': the server stored it (the send was acknowledged).
      // Short-lived: in a chat it follows every message, and sits where the next one is typed.
      toast.success('Message sent', { duration: 2000 })
    } catch (error) {
      toast.error(error instanceof Error && error.message.startsWith('This attachment') ? error.message : 'Failed to send message')
    } finally {
      setSending(false)
    }
  }

  async function attach(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])].slice(0, CHAT_ATTACHMENTS_PER_MESSAGE - pending.length)
    event.target.value = ''
    setUploading((n) => n + files.length)
    await Promise.all(
      files.map(async (file) => {
        try {
          const uploaded = await uploadChatAttachment(file, conversationId, token)
          setPending((current) => [...current, uploaded])
        } catch (error) {
          toast.error(error instanceof Error ? error.message : 'Failed to upload the file')
        } finally {
          setUploading((n) => n - 1)
        }
      }),
    )
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
                {message.content && <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.content}</p>}
                <MessageAttachments attachments={message.attachments ?? []} token={token} />
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
      {(pending.length > 0 || uploading > 0) && (
        <ul
          aria-label="Files to send"
          css={{ listStyle: 'none', margin: 0, padding: '8px 14px 0', display: 'flex', flexWrap: 'wrap', gap: 8 }}
        >
          {pending.map((file) => (
            <li
              key={file.id}
              css={{
                display: 'flex',
                alignItems: 'center',
                gap: 6,
                padding: '4px 10px',
                borderRadius: 999,
                background: colors.surfaceRaised,
                fontSize: 13,
              }}
            >
              {file.filename}
              <button
                type="button"
                aria-label={`Remove ${file.filename}`}
                onClick={() => setPending((current) => current.filter((other) => other.id !== file.id))}
                css={{ border: 'none', background: 'none', color: colors.muted, cursor: 'pointer', fontSize: 15, padding: 0 }}
              >
                ×
              </button>
            </li>
          ))}
          {uploading > 0 && <li css={{ fontSize: 13, color: colors.muted, padding: '4px 0' }}>Uploading…</li>}
        </ul>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
        css={{ display: 'flex', gap: 10, padding: 14, borderTop: `1px solid ${colors.border}` }}
      >
        <input
          ref={filePicker}
          type="file"
          multiple
          hidden
          aria-label="File to attach"
          accept={CHAT_ATTACHMENT_TYPES.join(',')}
          onChange={(event) => void attach(event)}
        />
        <button
          type="button"
          title="Images (PNG, JPEG, WebP, GIF) or PDF, up to 10 MB"
          disabled={pending.length + uploading >= CHAT_ATTACHMENTS_PER_MESSAGE}
          onClick={() => filePicker.current?.click()}
          css={{
            alignSelf: 'stretch',
            padding: '0 14px',
            borderRadius: 8,
            border: `1px solid ${colors.border}`,
            background: 'transparent',
            color: colors.text,
            fontWeight: 600,
            cursor: 'pointer',
            '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
          }}
        >
          Attach
        </button>
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
          disabled={!canSend}
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
