import type { ReactNode } from 'react'
import { RichText } from '../../ui/RichText'
import { colors, container } from '../../ui/theme'

/** One band of the landing page, labelled by its heading. */
export function Section({
  id,
  heading,
  children,
  tone = 'plain',
}: {
  id: string
  heading: string
  children: ReactNode
  tone?: 'plain' | 'raised'
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      css={{ padding: '64px 0', background: tone === 'raised' ? colors.surface : 'transparent', borderTop: `1px solid ${colors.border}` }}
    >
      <div css={container}>
        <h2 id={`${id}-heading`} css={{ fontSize: 'clamp(26px, 4vw, 38px)', lineHeight: 1.2, margin: '0 0 28px', textAlign: 'center' }}>
          {heading}
        </h2>
        {children}
      </div>
    </section>
  )
}

export { cardCss } from '../../ui/theme'

export const gridCss = (min: number) =>
  ({ display: 'grid', gap: 18, gridTemplateColumns: `repeat(auto-fit, minmax(min(${min}px, 100%), 1fr))` }) as const

/** A long, rich-text passage (sales letter, origin story) in a readable column. */
export function LongCopy({ html }: { html: string | null | undefined }) {
  return <RichText html={html} css={{ maxWidth: 760, margin: '0 auto', fontSize: 18, color: colors.text, '& p': { margin: '0 0 18px' } }} />
}

export function CtaRow({ children }: { children: ReactNode }) {
  return <div css={{ display: 'flex', justifyContent: 'center', marginTop: 32 }}>{children}</div>
}
