import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { callFunction, FunctionCallError, newIdempotencyKey } from '../lib/call-function'
import { Button } from '../ui/Button'
import { TextField } from '../ui/Field'
import { colors } from '../ui/theme'

/** The same words whoever asks: the page never tells whether an address takes part in a chat. */
export const CHAT_LINK_SENT = 'If this email was invited to a conversation, a new link is on its way. Check your inbox.'

/** 'Already joined?': an invited client asks for a new magic link to come back to their chat. */
export function RequestChatLink() {
  const [email, setEmail] = useState('')
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)

  async function send(event: FormEvent) {
    event.preventDefault()
    setSending(true)
    try {
      await callFunction('request-chat-link', { email: email.trim() }, { idempotencyKey: newIdempotencyKey() })
      setSent(true)
    } catch (error) {
      toast.error(error instanceof FunctionCallError ? error.message : 'Something went wrong. Please try again.')
    } finally {
      setSending(false)
    }
  }

  return (
    <form onSubmit={send} css={{ marginTop: 28, paddingTop: 20, borderTop: `1px solid ${colors.border}`, textAlign: 'left' }}>
      <h2 css={{ fontSize: 18, margin: '0 0 6px' }}>Already joined a conversation?</h2>
      <p css={{ color: colors.muted, fontSize: 14, margin: '0 0 14px' }}>
        Enter the email you were invited with and we will send you a new link.
      </p>
      {sent ? (
        <p role="status" css={{ fontWeight: 600 }}>
          {CHAT_LINK_SENT}
        </p>
      ) : (
        <>
          <TextField label="Email" type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <Button type="submit" disabled={sending}>
            {sending ? 'Sending...' : 'Send Me a New Link'}
          </Button>
        </>
      )}
    </form>
  )
}
