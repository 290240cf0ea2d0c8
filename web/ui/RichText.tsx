import { colors } from './theme'

/**
 * Rich text from the CMS. The server converted it to HTML with Payload's Lexical converter
 * (which escapes text and sanitises link URLs), so the browser needs no converter and
 * hydration renders the very same string (docs/decisions/014).
 */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  return (
    <div
      className={className}
      css={{
        '& p': { margin: '0 0 0.6em' },
        '& > :first-child': { marginTop: 0 },
        '& > :last-child': { marginBottom: 0 },
        '& a': { color: colors.accentText, textDecoration: 'underline', textUnderlineOffset: 3 },
        '& strong': { color: colors.text },
      }}
      dangerouslySetInnerHTML={{ __html: html ?? '' }}
    />
  )
}
