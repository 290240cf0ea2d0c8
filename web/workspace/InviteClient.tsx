import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { callFunction, newIdempotencyKey } from '../lib/call-function'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'
import { TextField } from '../ui/Field'
import { colors } from '../ui/theme'
import type { ConversationRow } from './conversations'
import { useWorkspace } from './workspace-context'

/** 'Invite Client to Chat': an email, 'Send Invitation', then the magic link to share. */
export function InviteClient({ conversation, onInvited }: { conversation: ConversationRow; onInvited: () => void }) {
  const { token } = useWorkspace()
  const [open, setOpen] = useState(false)
  const [email, setEmail] = useState('')
  const [sending, setSending] = useState(false)
  const [link, setLink] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!email.trim()) return
    setSending(true)
    try {
      const { magicLink } = await callFunction(
        'invite-client',
        { conversationId: String(conversation.id), clientEmail: email.trim() },
        { token: token ?? undefined, idempotencyKey: newIdempotencyKey() },
      )
      setLink(magicLink)
      toast.success('Invitation sent! Share this link with your client:')
      onInvited()
    } catch {
      toast.error('Failed to send invitation')
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      <Button variant="ghost" onClick={() => (setOpen(true), setLink(null), setEmail(''))} css={{ padding: '8px 14px', fontSize: 14 }}>
        Invite Client
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Invite Client to Chat">
        {link ? (
          <div>
            <p>Invitation sent! Share this link with your client:</p>
            <input
              aria-label="Invitation link"
              readOnly
              value={link}
              onFocus={(e) => e.currentTarget.select()}
              css={{
                width: '100%',
                padding: 10,
                borderRadius: 8,
                border: `1px solid ${colors.border}`,
                background: colors.surfaceRaised,
                color: colors.text,
              }}
            />
          </div>
        ) : (
          <form onSubmit={submit}>
            <TextField
              label="Client Email"
              type="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              placeholder="client@example.com"
            />
            <Button type="submit" disabled={sending || !email.trim()}>
              Send Invitation
            </Button>
          </form>
        )}
      </Dialog>
    </>
  )
}
