import { colors } from '../../ui/theme'
import type { Home } from '../../../cms/payload-types'
import { MarkupCalculator } from '../MarkupCalculator'
import { cardCss, gridCss, Section } from './Section'

/** Three Pillars: the pillars, a before/after search result, and the markup calculator. */
export function ThreePillars({ content }: { content: Home['three_pillars'] }) {
  const ill = content.illustration
  const result = (label: string, text: string, good: boolean) => (
    <figure css={{ ...cardCss, margin: 0, borderColor: good ? colors.success : colors.border }}>
      <figcaption css={{ fontWeight: 800, marginBottom: 10, color: good ? colors.success : colors.muted }}>{label}</figcaption>
      <div css={{ background: '#fff', color: '#202124', borderRadius: 10, padding: 14, fontFamily: 'arial, sans-serif' }}>
        <div css={{ fontSize: 13, color: '#5f6368', marginBottom: 6 }}>🔍 {ill.search_query}</div>
        <div css={{ fontSize: 15 }}>{text}</div>
      </div>
    </figure>
  )
  return (
    <Section id="three-pillars" heading={content.heading}>
      <p css={{ maxWidth: 760, margin: '0 auto 28px', textAlign: 'center', color: colors.muted, fontSize: 18 }}>{content.intro}</p>
      <div css={{ ...gridCss(240), marginBottom: 32 }}>
        {content.pillars.map((p, i) => (
          <article key={p.title} css={cardCss}>
            <span css={{ fontSize: 14, fontWeight: 800, color: colors.accentText }}>{`0${i + 1}`}</span>
            <h3 css={{ margin: '4px 0 8px' }}>{p.title}</h3>
            <p css={{ margin: 0, color: colors.muted }}>{p.description}</p>
          </article>
        ))}
      </div>
      <div css={gridCss(300)}>
        <div css={{ display: 'grid', gap: 16, alignContent: 'start' }}>
          {result(ill.before_label, ill.before_result, false)}
          {result(ill.after_label, ill.after_result, true)}
        </div>
        <MarkupCalculator copy={content.markup_calculator} />
      </div>
    </Section>
  )
}
