import type { LegalPageKey } from '../../contracts/legal-pages'
import { useContent } from '../lib/initial-data'
import { RichText } from '../ui/RichText'
import { Spinner } from '../ui/Spinner'
import { colors, container } from '../ui/theme'
import { legalLinkCss } from '../ui/LegalLinkedText'

/**
 * A legal page (/privacy, /terms, /refunds, /contact): its title and words from the CMS
 * (global legal-pages). Contact also shows Site settings' support address.
 */
export function LegalPage({ page }: { page: LegalPageKey }) {
  const content = useContent('legal-pages')?.[page]
  const supportEmail = useContent('site-settings')?.support_email
  if (!content) return <Spinner label="Loading" />
  return (
    <main css={{ ...container, maxWidth: 760, padding: '56px 20px 64px' }}>
      <h1 css={{ fontSize: 'clamp(30px, 5vw, 40px)', margin: '0 0 24px' }}>{content.title}</h1>
      <RichText html={content.body_html} css={{ color: colors.text, lineHeight: 1.6 }} />
      {page === 'contact' && supportEmail ? (
        <p css={{ marginTop: 24, fontSize: 18 }}>
          <a href={`mailto:${supportEmail}`} css={legalLinkCss}>
            {supportEmail}
          </a>
        </p>
      ) : null}
    </main>
  )
}

export const PrivacyPage = () => <LegalPage page="privacy" />
export const TermsPage = () => <LegalPage page="terms" />
export const RefundsPage = () => <LegalPage page="refunds" />
export const ContactPage = () => <LegalPage page="contact" />
