import type { HomeContent } from '../app/content'
import { Button } from '../ui/Button'
import { colors, container } from '../ui/theme'

/** The home landing page, rendered from its CMS content. */
export function HomeView({ content, onCtaClick }: { content: HomeContent; onCtaClick?: (context: string) => void }) {
  const year = new Date().getFullYear()
  return (
    <>
      <header
        css={{
          position: 'sticky',
          top: 0,
          zIndex: 10,
          background: 'rgba(11,11,20,0.92)',
          borderBottom: `1px solid ${colors.border}`,
          padding: '10px 0',
          textAlign: 'center',
          fontWeight: 700,
          color: colors.warning,
        }}
      >
        {content.header.scarcity_line}
      </header>
      <main>
        <section css={{ ...container, padding: '72px 20px', textAlign: 'center' }}>
          <h1 css={{ fontSize: 'clamp(32px, 6vw, 56px)', lineHeight: 1.1, margin: '0 0 20px' }}>{content.hero.headline}</h1>
          {content.hero.subheadline ? (
            <p css={{ fontSize: 20, color: colors.muted, maxWidth: 760, margin: '0 auto 32px' }}>{content.hero.subheadline}</p>
          ) : null}
          <Button type="button" onClick={() => onCtaClick?.('hero')}>
            {content.hero.cta_label}
          </Button>
        </section>
      </main>
      <footer css={{ borderTop: `1px solid ${colors.border}`, padding: '32px 20px', textAlign: 'center', color: colors.muted }}>
        © {year} {content.footer?.note ?? ''}
      </footer>
    </>
  )
}
