import { Button } from '../ui/Button'
import { colors } from '../ui/theme'
import { Avatar } from './Avatar'
import type { SurveyContent } from './survey-content'

export function SurveyIntro({ content, onStart }: { content: SurveyContent; onStart: () => void }) {
  const { intro } = content
  return (
    <section css={{ textAlign: 'center', display: 'grid', gap: 20, justifyItems: 'center' }}>
      <p css={{ margin: 0, color: colors.accentText, fontWeight: 700, letterSpacing: 1, textTransform: 'uppercase', fontSize: 14 }}>
        {intro.eyebrow}
      </p>
      <h1 css={{ margin: 0, fontSize: 'clamp(32px, 5vw, 48px)', lineHeight: 1.1 }}>{intro.heading}</h1>
      <p css={{ margin: 0, color: colors.muted, fontSize: 18, maxWidth: 560, lineHeight: 1.6 }}>{intro.body}</p>
      <div css={{ display: 'flex', justifyContent: 'center' }} aria-hidden="true">
        {content.specialists.map((specialist, i) => (
          <span key={specialist.id ?? specialist.name} css={{ marginLeft: i === 0 ? 0 : -6 }}>
            <Avatar specialist={specialist} size={44} />
          </span>
        ))}
      </div>
      <Button onClick={onStart}>{intro.start_label}</Button>
      <p css={{ margin: 0, color: colors.muted, fontSize: 14 }}>{intro.note}</p>
    </section>
  )
}
