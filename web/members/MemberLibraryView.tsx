import type { MemberLibrary } from '../../contracts/delivery'
import type { Offer } from '../../cms/payload-types'
import { cardCss, colors } from '../ui/theme'

type Words = Offer['delivery']['page']

const size = (bytes: number | null) =>
  bytes == null ? '' : bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`
const link = { color: colors.accentText, fontWeight: 700 } as const

/** What the buyer owns: the files (each a download) and, for upsell buyers, the onboarding steps and booking link. */
export function MemberLibraryView({ library, words }: { library: MemberLibrary; words: Words }) {
  const { files, onboarding } = library
  return (
    <div css={{ display: 'grid', gap: 24, textAlign: 'left' }}>
      <section aria-labelledby="member-files-heading" css={cardCss}>
        <h2 id="member-files-heading" css={{ marginTop: 0, fontSize: 22 }}>
          {words.files_heading}
        </h2>
        {files.length === 0 ? (
          <p role="status" css={{ color: colors.muted }}>
            {words.no_access}
          </p>
        ) : (
          <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 14 }}>
            {files.map((file) => (
              <li key={file.id} css={{ display: 'flex', justifyContent: 'space-between', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
                <div>
                  <div css={{ fontWeight: 700 }}>{file.title}</div>
                  {file.description && <div css={{ color: colors.muted, fontSize: 14 }}>{file.description}</div>}
                </div>
                <a href={file.url} download={file.filename} css={link} aria-label={`${words.download_label} ${file.title}`}>
                  {words.download_label}{' '}
                  {size(file.filesize) && <span css={{ fontWeight: 400, color: colors.muted }}>({size(file.filesize)})</span>}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      {onboarding && (
        <section aria-labelledby="member-onboarding-heading" css={cardCss}>
          <h2 id="member-onboarding-heading" css={{ marginTop: 0, fontSize: 22 }}>
            {onboarding.heading}
          </h2>
          <ol css={{ paddingLeft: 20, lineHeight: 1.5 }}>
            {onboarding.steps.map((step) => (
              <li key={step.title} css={{ marginBottom: 10 }}>
                <strong>{step.title}</strong>
                <div css={{ color: colors.muted }}>{step.description}</div>
              </li>
            ))}
          </ol>
          <a href={onboarding.bookingUrl} css={link}>
            {onboarding.bookingLabel}
          </a>
        </section>
      )}
    </div>
  )
}
