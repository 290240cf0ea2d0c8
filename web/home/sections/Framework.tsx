import { colors } from '../../ui/theme'
import { Button } from '../../ui/Button'
import type { FrameworkStep, Home } from '../../../cms/payload-types'
import { docs } from '../../lib/relationship-docs'
import { cardCss, CtaRow, gridCss, Section } from './Section'

/** The 9-step framework grid; its letters spell the acronym. */
export function Framework({ content, onCta }: { content: Home['framework']; onCta: () => void }) {
  const steps = docs<FrameworkStep>(content.steps)
  if (!steps.length) return null
  return (
    <Section id="framework" heading={content.heading} tone="raised">
      <p css={{ maxWidth: 760, margin: '-8px auto 28px', textAlign: 'center', color: colors.muted, fontSize: 18 }}>{content.subheading}</p>
      <ol css={{ ...gridCss(280), listStyle: 'none', padding: 0, margin: 0 }}>
        {steps.map((s) => (
          <li key={s.id} css={cardCss}>
            <div css={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 8 }}>
              <span
                aria-hidden="true"
                css={{
                  display: 'grid',
                  placeItems: 'center',
                  width: 44,
                  height: 44,
                  borderRadius: 12,
                  background: colors.accent,
                  fontSize: 24,
                  fontWeight: 900,
                }}
              >
                {s.letter}
              </span>
              <h3 css={{ margin: 0 }}>{s.word}</h3>
            </div>
            <p css={{ margin: '0 0 8px' }}>{s.description}</p>
            <p css={{ margin: '0 0 4px', color: colors.muted, fontSize: 14 }}>
              <strong>{content.principle_label}</strong> {s.principle}
            </p>
            <p css={{ margin: 0, color: colors.success, fontSize: 14 }}>
              <strong>{content.benefit_label}</strong> {s.benefit}
            </p>
          </li>
        ))}
      </ol>
      <CtaRow>
        <Button type="button" onClick={onCta}>
          {content.cta_label}
        </Button>
      </CtaRow>
    </Section>
  )
}
