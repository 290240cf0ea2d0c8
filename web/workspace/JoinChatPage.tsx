import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { toast } from 'sonner'
import type { FunctionAnswer } from '../../contracts/functions'
import { callFunction, FunctionCallError } from '../lib/call-function'
import { Button } from '../ui/Button'
import { ClientOnly } from '../ui/ClientOnly'
import { Spinner } from '../ui/Spinner'
import { colors, container } from '../ui/theme'
import { saveClientSession } from './client-session'
import { RequestChatLink } from './RequestChatLink'

/** The delay before a client who joined is taken to the chat (spec section 9). */
const JOINED_REDIRECT_MS = 2_000

type State =
  | { kind: 'loading' }
  | { kind: 'invalid'; message: string }
  | { kind: 'valid'; invitation: FunctionAnswer<'get-invitation'> }
  | { kind: 'link' }

const card = {
  maxWidth: 520,
  margin: '80px auto',
  padding: 32,
  borderRadius: 16,
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  textAlign: 'center',
} as const

/**
 * /app/join-chat?token=…: outside the workspace guard. 'Invalid Invitation' (with the spec's
 * reason) or 'You're Invited!' with the inviting agency and the invitee's email — never the
 * vendor's product or thread subject (white label, issue 32).
 */
export function JoinChatPage() {
  const search = new URLSearchParams(useLocation().search)
  const token = search.get('token') ?? ''
  // A link back to a chat (request-chat-link's e-mail), for a client who joined before.
  const link = search.get('link') ?? ''
  const navigate = useNavigate()
  const [state, setState] = useState<State>({ kind: link ? 'link' : 'loading' })
  const [joining, setJoining] = useState(false)

  useEffect(() => {
    let live = true
    if (link) return
    if (!token) {
      setState({ kind: 'invalid', message: 'Invalid invitation link' })
      return
    }
    callFunction('get-invitation', { token }).then(
      (invitation) => live && setState({ kind: 'valid', invitation }),
      (error: unknown) =>
        live && setState({ kind: 'invalid', message: error instanceof Error ? error.message : 'Invalid invitation link' }),
    )
    return () => {
      live = false
    }
  }, [token, link])

  // Opened on a click, not on load: a mail scanner that fetches the page does not use up the link.
  async function openLink() {
    setJoining(true)
    try {
      const back = await callFunction('open-chat-link', { token: link })
      saveClientSession(back.conversationId, { token: back.token, clientEmail: back.clientEmail, subject: back.subject, brand: back.brand })
      navigate(`/app/client-chat/${back.conversationId}`)
    } catch (error) {
      setState({ kind: 'invalid', message: error instanceof FunctionCallError ? error.message : 'Invalid invitation link' })
      setJoining(false)
    }
  }

  async function join() {
    setJoining(true)
    try {
      const joined = await callFunction('accept-invitation', { token })
      saveClientSession(joined.conversationId, {
        token: joined.token,
        clientEmail: joined.clientEmail,
        subject: joined.subject,
        brand: joined.brand,
      })
      toast.success('Successfully joined the conversation!')
      setTimeout(() => navigate(`/app/client-chat/${joined.conversationId}`), JOINED_REDIRECT_MS)
    } catch (error) {
      const message = error instanceof FunctionCallError ? error.message : 'Failed to join conversation'
      toast.error(message)
      if (error instanceof FunctionCallError && (error.status === 404 || error.status === 410)) setState({ kind: 'invalid', message })
      setJoining(false)
    }
  }

  const agencyName = state.kind === 'valid' ? state.invitation.brand.companyName : null
  useEffect(() => {
    // The tab names the agency alone; the page's HTML carries no site title (app/routes.tsx).
    document.title = agencyName ? `Invitation from ${agencyName}` : 'Invitation'
  }, [agencyName])

  if (state.kind === 'loading') return <Spinner label="Checking your invitation" />
  if (state.kind === 'invalid') {
    return (
      <main css={container}>
        <div css={card}>
          <h1 css={{ marginTop: 0 }}>Invalid Invitation</h1>
          <p css={{ color: colors.muted }}>{state.message}</p>
          <Button onClick={() => navigate('/')}>Go to Homepage</Button>
          <RequestChatLink />
        </div>
      </main>
    )
  }
  if (state.kind === 'link') {
    return (
      <main css={container}>
        <div css={card}>
          <h1 css={{ marginTop: 0 }}>Welcome Back!</h1>
          <p css={{ color: colors.muted }}>Your conversation is waiting for you.</p>
          {/* Disabled until hydrated: a click on the server's HTML would do nothing. */}
          <ClientOnly fallback={<Button disabled>Open Conversation</Button>}>
            <Button onClick={openLink} disabled={joining}>
              {joining ? 'Opening...' : 'Open Conversation'}
            </Button>
          </ClientOnly>
        </div>
      </main>
    )
  }
  const { invitation } = state
  return (
    <main css={container}>
      <div css={card}>
        <h1 css={{ marginTop: 0 }}>You're Invited!</h1>
        <p css={{ color: colors.muted }}>{invitation.brand.companyName} invited you to a private conversation.</p>
        <dl css={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px', textAlign: 'left', margin: '24px 0' }}>
          <dt css={{ color: colors.muted }}>From</dt>
          <dd css={{ margin: 0, fontWeight: 600 }}>{invitation.brand.companyName}</dd>
          <dt css={{ color: colors.muted }}>Email</dt>
          <dd css={{ margin: 0, fontWeight: 600 }}>{invitation.clientEmail}</dd>
        </dl>
        <Button onClick={join} disabled={joining}>
          Join Conversation
        </Button>
        <p css={{ color: colors.muted, fontSize: 13, marginTop: 16 }}>By joining, you agree to participate in this conversation</p>
      </div>
    </main>
  )
}
