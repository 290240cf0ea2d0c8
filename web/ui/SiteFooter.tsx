import { Link } from 'react-router-dom'
import { useConsent } from '../lib/consent'
import { useContent } from '../lib/initial-data'
import { legalLinks } from './legal-links'
import { colors } from './theme'

const linkCss = {
  color: colors.muted,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  // A tap target of 44 px on a phone (issue 31).
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: '0 6px',
} as const

/**
 * The footer of every public page (App.tsx): © the year and Site settings' note, the four
 * legal pages, the buyers' purchases and the sign-in page, and (with the cookie banner on) the
 * cookie settings, which open the banner again.
 */
export function SiteFooter() {
  const settings = useContent('site-settings')
  const footer = settings?.footer
  const consent = useConsent()
  const cookieSettings = consent.view ? settings?.cookie_consent?.settings_label : undefined
  if (!footer) return null
  const links = [
    ...legalLinks(footer),
    { key: 'members', label: footer.members_label, href: '/members' },
    { key: 'auth', label: footer.sign_in_label, href: '/auth' },
  ]
  return (
    <footer css={{ borderTop: `1px solid ${colors.border}`, padding: '24px 20px 96px', textAlign: 'center', color: colors.muted }}>
      <nav aria-label="Footer">
        <ul
          css={{
            listStyle: 'none',
            margin: '0 0 12px',
            padding: 0,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: '0 12px',
          }}
        >
          {links.map((link) => (
            <li key={link.key}>
              <Link to={link.href} css={linkCss}>
                {link.label}
              </Link>
            </li>
          ))}
          {cookieSettings ? (
            <li>
              <button
                type="button"
                onClick={consent.reopen}
                css={{ ...linkCss, background: 'none', border: 'none', font: 'inherit', cursor: 'pointer' }}
              >
                {cookieSettings}
              </button>
            </li>
          ) : null}
        </ul>
      </nav>
      <p css={{ margin: 0 }}>
        © {new Date().getFullYear()} {footer.note ?? ''}
      </p>
    </footer>
  )
}
