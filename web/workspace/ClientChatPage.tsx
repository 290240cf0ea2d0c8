import { useEffect, useState } from 'react'
import { useParams } from 'react-router-dom'
import type { ChatBrand } from '../../contracts/workspace'
import { callFunction } from '../lib/call-function'
import { colors, container } from '../ui/theme'
import { ClientDigestToggle } from './ClientDigestToggle'
import { loadClientSession } from './client-session'
import { ConversationPane } from './ConversationPane'
import { useSocket } from './realtime'

/** The payload of a JWT, for the client's own user id (their messages align right). */
function subjectOf(token: string): string {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { id?: string | number }
    return String(payload.id ?? '')
  } catch {
    return ''
  }
}

/**
 * The invited client's chat: white label — the agency's company name, logo and brand colour,
 * never the vendor's identity. The client reads and sends in real time with the session the
 * invitation gave this browser.
 */
export function ClientChatPage() {
  const { conversationId = '' } = useParams()
  const [session] = useState(() => loadClientSession(conversationId))
  const [brand, setBrand] = useState<ChatBrand | null>(session?.brand ?? null)
  const [subject, setSubject] = useState(session?.subject ?? '')
  const socket = useSocket(session?.token)

  useEffect(() => {
    if (!session) return
    // The agency may have changed its branding since the client joined.
    callFunction('get-chat-brand', { conversationId }, { token: session.token }).then(
      (answer) => (setBrand(answer.brand), setSubject(answer.subject)),
      () => undefined,
    )
  }, [session, conversationId])

  const companyName = brand?.companyName
  useEffect(() => {
    // The tab names the agency alone (white label); the HTML carries no site title (app/routes.tsx).
    document.title = companyName ?? 'Conversation'
  }, [companyName])

  if (!session || !brand) {
    return (
      <main css={{ ...container, paddingTop: 80, textAlign: 'center' }}>
        <h1>Invalid Invitation</h1>
        <p css={{ color: colors.muted }}>Open the invitation link you were sent to join this conversation.</p>
        <p css={{ color: colors.muted }}>
          Joined before on another device?{' '}
          <a href="/app/join-chat" css={{ color: colors.accentText, fontWeight: 600 }}>
            Get a new link
          </a>
        </p>
        <a href="/" css={{ color: colors.accentText, fontWeight: 600 }}>
          Go to Homepage
        </a>
      </main>
    )
  }
  return (
    <div css={{ minHeight: '100vh' }}>
      <header
        data-testid="client-brand-bar"
        css={{ background: brand.brandColor, color: '#fff', padding: '16px 24px', display: 'flex', alignItems: 'center', gap: 12 }}
      >
        {brand.logoUrl && (
          <img
            src={brand.logoUrl}
            alt={`${brand.companyName} logo`}
            width={36}
            height={36}
            css={{ borderRadius: 8, background: '#fff', objectFit: 'contain' }}
          />
        )}
        <h1 css={{ margin: 0, fontSize: 22 }}>{brand.companyName}</h1>
        <ClientDigestToggle token={session.token} userId={subjectOf(session.token)} />
      </header>
      <main css={{ ...container, paddingTop: 24, paddingBottom: 24 }}>
        <ConversationPane
          socket={socket}
          conversationId={conversationId}
          meId={subjectOf(session.token)}
          token={session.token}
          title={brand.companyName}
          subject={subject}
          accent={brand.brandColor}
          senderLabel={() => brand.companyName}
          typingLabel={() => `${brand.companyName} is typing...`}
        />
      </main>
    </div>
  )
}
