import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { useContent } from '../lib/initial-data'
import { legalLinks } from './legal-links'
import { colors } from './theme'

export const legalLinkCss = { color: colors.accentText, textDecoration: 'underline', textUnderlineOffset: 3 } as const

/**
 * CMS text in which each legal page's name ("Terms of Service", "Privacy Policy"…, as Site
 * settings names them) links to that page: checkout's "you agree to our Terms of Service and
 * Privacy Policy" links both, whatever words a marketer puts around them.
 */
export function LegalLinkedText({ text }: { text: string }) {
  const settings = useContent('site-settings')
  const links = legalLinks(settings?.footer ?? undefined)
  const parts: ReactNode[] = []
  let rest = text
  for (;;) {
    const hits = links.map((link) => ({ link, at: rest.indexOf(link.label) })).filter((hit) => hit.at >= 0)
    if (hits.length === 0) break
    const first = hits.reduce((a, b) => (b.at < a.at ? b : a))
    parts.push(rest.slice(0, first.at))
    parts.push(
      <Link key={parts.length} to={first.link.href} css={legalLinkCss}>
        {first.link.label}
      </Link>,
    )
    rest = rest.slice(first.at + first.link.label.length)
  }
  parts.push(rest)
  return <>{parts}</>
}
