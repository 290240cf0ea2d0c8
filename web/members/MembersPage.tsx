import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { MemberLibrary } from '../../contracts/delivery'
import { callFunction } from '../lib/call-function'
import { useContent } from '../lib/initial-data'
import { colors, container } from '../ui/theme'
import { MemberLibraryView } from './MemberLibraryView'
import { MemberLinkForm } from './MemberLinkForm'

/**
 * /members: a buyer's purchases. The server renders the page's words; the buyer's own list
 * comes from get-member-library with the members session cookie (set by the e-mail's link,
 * server/delivery/members-routes.ts). Without a session, or after a refused link, the e-mail
 * field asks for a new link.
 */
export function MembersPage() {
  const offer = useContent('offer')
  const [params] = useSearchParams()
  const refused = params.get('link')
  const [library, setLibrary] = useState<MemberLibrary | null>(null)

  useEffect(() => {
    let stopped = false
    callFunction('get-member-library', {})
      .catch(() => ({ signedIn: false, email: null, files: [], onboarding: null }))
      .then((answer) => !stopped && setLibrary(answer))
    return () => {
      stopped = true
    }
  }, [])

  const words = offer?.delivery?.page
  if (!words) return null
  const refusal = refused === 'used' ? words.link_used : refused === 'expired' ? words.link_expired : refused ? words.link_invalid : null
  return (
    <main css={{ ...container, maxWidth: 760, paddingTop: 72, paddingBottom: 80, textAlign: 'center' }}>
      <h1 css={{ fontSize: 40, margin: '0 0 12px' }}>{words.heading}</h1>
      <p css={{ color: colors.muted, marginTop: 0, marginBottom: 32 }}>{words.intro}</p>
      {refusal && (
        <p role="alert" css={{ color: colors.warning, lineHeight: 1.5 }}>
          {refusal}
        </p>
      )}
      {!library ? (
        <p role="status">{words.loading}</p>
      ) : library.signedIn ? (
        <>
          <MemberLibraryView library={library} words={words} />
          <form method="post" action="/members/sign-out" css={{ marginTop: 24 }}>
            <p css={{ color: colors.muted, fontSize: 14 }}>{library.email}</p>
            <button
              type="submit"
              css={{
                background: 'none',
                border: 'none',
                color: colors.accentText,
                fontWeight: 600,
                cursor: 'pointer',
                fontSize: 16,
                fontFamily: 'inherit',
              }}
            >
              {words.sign_out_label}
            </button>
          </form>
        </>
      ) : (
        <MemberLinkForm words={words} />
      )}
    </main>
  )
}
