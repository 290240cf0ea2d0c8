import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { callFunction, newIdempotencyKey } from '../lib/call-function'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'
import { TextField } from '../ui/Field'
import { colors } from '../ui/theme'
import { productNameOf, type ConversationRow } from './conversations'
import { useWorkspace } from './workspace-context'

const boxCss = {
  width: '100%',
  padding: 10,
  borderRadius: 8,
  border: `1px solid ${colors.border}`,
  background: colors.surfaceRaised,
  color: colors.text,
} as const

/** Said before the agency invites: the server holds to it (docs/decisions/111). */
const INVITE_HISTORY_NOTE =
  'Your client will see only the messages sent after they join. Earlier messages in this thread stay between you and the vendor.'

const threadLabel = (conversation: ConversationRow) => `${productNameOf(conversation) ?? 'Conversation'}: ${conversation.subject}`

/** Copies the link; where the browser refuses the clipboard, the field is selected to copy by hand. */
async function copyLink(link: string, field: HTMLInputElement | null) {
  try {
    await navigator.clipboard.writeText(link)
    toast.success('Link copied')
  } catch {
    field?.select()
    toast.info('Press Ctrl+C (⌘C) to copy the selected link')
  }
}

/**
 * 'Invite Client to Chat': an email, 'Send Invitation', then the magic link to share, with a
 * Copy button. Given one thread it invites to that one (a thread's header); given several, or
 * `choose` (the 3-Way Chat page), the agency picks the thread first. Answers the thread invited to.
 */
export function InviteClient({
  conversations,
  choose = false,
  onInvited,
}: {
  conversations: ConversationRow[]
  /** The agency picks the thread, even when there is one (the 3-Way Chat page). */
  choose?: boolean
  onInvited: (conversationId: string) => void
}) {
  const { token } = useWorkspace()
  const [open, setOpen] = useState(false)
  const [email, setEmail] = useState('')
  const [chosen, setChosen] = useState('')
  const [sending, setSending] = useState(false)
  const [link, setLink] = useState<string | null>(null)
  const [field, setField] = useState<HTMLInputElement | null>(null)
  const picking = choose || conversations.length > 1
  const conversationId = picking ? chosen : String(conversations[0]?.id ?? '')

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!email.trim() || !conversationId) return
    setSending(true)
    try {
      const { magicLink } = await callFunction(
        'invite-client',
        { conversationId, clientEmail: email.trim() },
        { token: token ?? undefined, idempotencyKey: newIdempotencyKey() },
      )
      setLink(magicLink)
      toast.success(`Invitation sent to ${email.trim()}`)
      onInvited(conversationId)
    } catch {
      toast.error('Failed to send invitation')
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      <Button
        variant="ghost"
        disabled={conversations.length === 0}
        onClick={() => (setOpen(true), setLink(null), setEmail(''), setChosen(''))}
        css={{ padding: '8px 14px', fontSize: 14 }}
      >
        Invite Client
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Invite Client to Chat">
        {link ? (
          <div>
            <p>Invitation sent! Share this link with your client:</p>
            <div css={{ display: 'flex', gap: 8 }}>
              <input
                aria-label="Invitation link"
                readOnly
                value={link}
                ref={setField}
                onFocus={(e) => e.currentTarget.select()}
                css={boxCss}
              />
              <Button type="button" onClick={() => copyLink(link, field)} css={{ padding: '8px 14px', fontSize: 14 }}>
                Copy
              </Button>
            </div>
            <p css={{ color: colors.muted, fontSize: 13 }}>The link works once and expires in 7 days.</p>
          </div>
        ) : (
          <form onSubmit={submit}>
            {picking && (
              <label css={{ display: 'block', marginBottom: 14, fontWeight: 600, fontSize: 14 }}>
                Thread
                <select
                  required
                  value={chosen}
                  onChange={(e) => setChosen(e.target.value)}
                  css={{ ...boxCss, display: 'block', marginTop: 6 }}
                >
                  <option value="">Choose a thread</option>
                  {conversations.map((conversation) => (
                    <option key={conversation.id} value={String(conversation.id)}>
                      {threadLabel(conversation)}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <TextField
              label="Client Email"
              type="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              placeholder="client@example.com"
            />
            <p css={{ color: colors.muted, fontSize: 13 }}>{INVITE_HISTORY_NOTE}</p>
            <Button type="submit" disabled={sending || !email.trim() || !conversationId}>
              Send Invitation
            </Button>
          </form>
        )}
      </Dialog>
    </>
  )
}
