import type { ComparisonRow, Faq, Pricing } from '../../../cms/payload-types'
import { riseHtml, riseText } from '../../../contracts/price-rise'
import { docs } from '../../lib/relationship-docs'
import { usePriceRise } from '../../lib/price-rise'
import { PlanCellMark } from '../../ui/PlanCellMark'
import { RichText } from '../../ui/RichText'
import { scrollingTableCss, stickyFeatureCss } from '../../ui/scrolling-table'
import { colors } from '../../ui/theme'
import { badgeCss, cardCss } from './styles'

// The page's own background: the sticky feature column must hide the cells scrolling under it.
const BACKGROUND = colors.background

/** The plan comparison table (spec section 9, "Plan table"); the feature column stays in view on a phone. */
export function ComparisonTable({ copy }: { copy: Pricing['comparison'] }) {
  const th = { textAlign: 'left' as const, padding: '12px 10px', borderBottom: `1px solid ${colors.border}` }
  const td = { padding: '12px 10px', borderBottom: `1px solid ${colors.border}` }
  return (
    <div role="region" aria-label={copy.heading} tabIndex={0} css={scrollingTableCss(BACKGROUND)}>
      <table css={{ width: '100%', borderCollapse: 'collapse', minWidth: 560 }}>
        <caption css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{copy.heading}</caption>
        <thead>
          <tr>
            <th scope="col" css={{ ...th, ...stickyFeatureCss(BACKGROUND) }}>
              {copy.feature_column}
            </th>
            <th scope="col" css={th}>
              {copy.columns.starter}
            </th>
            <th scope="col" css={th}>
              {copy.columns.professional}
            </th>
            <th scope="col" css={th}>
              {copy.columns.enterprise}
            </th>
          </tr>
        </thead>
        <tbody>
          {docs<ComparisonRow>(copy.rows).map((row) => (
            <tr key={row.id}>
              <th scope="row" css={{ ...td, textAlign: 'left', fontWeight: 600, ...stickyFeatureCss(BACKGROUND) }}>
                {row.name}
              </th>
              <td css={td}>
                <PlanCellMark cell={row.starter} includedLabel={copy.included_label} notIncludedLabel={copy.not_included_label} />
              </td>
              <td css={td}>
                <PlanCellMark cell={row.professional} includedLabel={copy.included_label} notIncludedLabel={copy.not_included_label} />
              </td>
              <td css={td}>
                <PlanCellMark cell={row.enterprise} includedLabel={copy.included_label} notIncludedLabel={copy.not_included_label} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * The FAQ: each question opens its rich-text answer (no script needed). A question about the
 * price rise shows only while one is to come (docs/decisions/120).
 */
export function FaqList({ copy }: { copy: Pricing['faq'] }) {
  const { values } = usePriceRise()
  const faqs = docs<Faq>(copy.items).flatMap((faq) => {
    const question = riseText(faq.question, values)
    const answer = faq.answer_html ? riseHtml(faq.answer_html, values) : faq.answer_html
    return question === null || answer === null ? [] : [{ ...faq, question, answer_html: answer }]
  })
  return (
    <div css={{ maxWidth: 820, margin: '0 auto', display: 'grid', gap: 10 }}>
      {faqs.map((faq) => (
        <details key={faq.id} css={{ ...cardCss, padding: '16px 20px', '&[open] summary': { marginBottom: 10 } }}>
          <summary css={{ cursor: 'pointer', fontWeight: 700, fontSize: 17 }}>{faq.question}</summary>
          <RichText html={faq.answer_html} css={{ color: colors.muted }} />
        </details>
      ))}
    </div>
  )
}

/** The three options an agency owner has; the recommended one stands out. */
export function ThreeOptions({ copy }: { copy: Pricing['three_options'] }) {
  return (
    <>
      <p css={{ margin: '-12px auto 28px', maxWidth: 640, textAlign: 'center', color: colors.muted }}>{copy.intro}</p>
      <ol
        css={{
          listStyle: 'none',
          padding: 0,
          margin: 0,
          display: 'grid',
          gap: 18,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(280px, 100%), 1fr))',
        }}
      >
        {copy.options.map((option) => (
          <li key={option.id ?? option.title} css={{ ...cardCss, borderColor: option.recommended ? colors.accent : colors.border }}>
            <h3 css={{ margin: '0 0 8px', fontSize: 20 }}>{option.title}</h3>
            <p css={{ margin: '0 0 14px', color: colors.muted }}>{option.text}</p>
            <span css={option.recommended ? badgeCss : { ...badgeCss, background: colors.surface, color: colors.muted }}>
              {option.verdict}
            </span>
          </li>
        ))}
      </ol>
    </>
  )
}

/** The P.S. notes under the last call to action. */
export function PsNotes({ copy }: { copy: Pricing['ps'] }) {
  const { values } = usePriceRise()
  // A note about the price rise shows only while one is to come (docs/decisions/120).
  const notes = copy.notes.flatMap((note) => {
    const text = riseText(note.text, values)
    return text === null ? [] : [{ ...note, text }]
  })
  return (
    <div css={{ maxWidth: 760, margin: '0 auto' }}>
      {notes.map((note) => (
        <p key={note.id ?? note.label} css={{ margin: '0 0 14px', fontSize: 17 }}>
          <strong>{note.label}</strong> {note.text}
        </p>
      ))}
    </div>
  )
}
