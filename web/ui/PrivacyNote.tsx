import { Link } from 'react-router-dom'
import { legalPath } from '../../contracts/legal-pages'
import { useContent } from '../lib/initial-data'
import { legalLinkCss } from './LegalLinkedText'
import { colors } from './theme'

/**
 * The line beside the button of every form that collects personal data: Site settings'
 * privacy note, whose `{privacy}` is a link to the privacy policy.
 */
export function PrivacyNote({ className }: { className?: string }) {
  const footer = useContent('site-settings')?.footer
  if (!footer?.privacy_note) return null
  // A note without the placeholder still gets its link, at the end.
  const note = footer.privacy_note.includes('{privacy}') ? footer.privacy_note : `${footer.privacy_note} {privacy}`
  const [before, after = ''] = note.split('{privacy}')
  return (
    <p className={className} css={{ margin: '10px 0 0', fontSize: 13, color: colors.muted }}>
      {before}
      <Link to={legalPath('privacy')} css={legalLinkCss}>
        {footer.privacy_label}
      </Link>
      {after}
    </p>
  )
}
