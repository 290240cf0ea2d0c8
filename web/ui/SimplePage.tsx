import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { colors, container } from './theme'

/** A centred page with a heading, for the small screens of the funnel. */
export function SimplePage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main css={{ ...container, minHeight: '70vh', paddingTop: 80, paddingBottom: 80, textAlign: 'center' }}>
      <h1 css={{ fontSize: 40, margin: '0 0 16px' }}>{title}</h1>
      {children}
      <p css={{ marginTop: 32 }}>
        <Link to="/" css={{ color: colors.accentText, fontWeight: 600 }}>
          Back to Home
        </Link>
      </p>
    </main>
  )
}
