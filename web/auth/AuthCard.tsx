import type { FormEvent, ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { colors } from '../ui/theme'
import { PrivacyNote } from '../ui/PrivacyNote'

/** The centred card of the sign-in pages: a heading, the form, and the way back home. */
export function AuthCard({ heading, onSubmit, children }: { heading: string; onSubmit?: (event: FormEvent) => void; children: ReactNode }) {
  return (
    <main css={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 20 }}>
      <form
        onSubmit={onSubmit}
        noValidate
        css={{
          width: '100%',
          maxWidth: 400,
          background: colors.surface,
          border: `1px solid ${colors.border}`,
          borderRadius: 16,
          padding: 32,
        }}
      >
        <h1 css={{ margin: '0 0 24px', fontSize: 28 }}>{heading}</h1>
        {children}
        <PrivacyNote css={{ textAlign: 'center' }} />
        <p css={{ textAlign: 'center' }}>
          <Link to="/" css={{ color: colors.muted }}>
            Back to Home
          </Link>
        </p>
      </form>
    </main>
  )
}
