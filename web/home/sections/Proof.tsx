import { colors } from '../../ui/theme'
import { fillTemplate } from '../../../contracts/fill-template'
import { Button } from '../../ui/Button'
import type { Home, Testimonial, WinCard } from '../../../cms/payload-types'
import { useAllowedEmbed } from '../../lib/allowed-embed'
import { docs } from '../../lib/relationship-docs'
import { itemMedia } from '../../lib/item-media'
import { ItemVideo } from '../../ui/ItemVideo'
import { ClickToPlayVideo } from './ClickToPlayVideo'
import { cardCss, CtaRow, gridCss, Section } from './Section'
import { useSiteText } from '../../lib/site-text'

/** The testimonial's own video: its uploaded file, else its embed address (issue 18). */
function TestimonialVideo({ testimonial, label }: { testimonial: Testimonial; label: string }) {
  const media = itemMedia(testimonial.video_file, testimonial.video_embed)
  if (!media) return null
  const name = fillTemplate(label, { name: testimonial.name })
  return (
    <div css={{ aspectRatio: '16 / 9', background: '#000', borderRadius: 12, overflow: 'hidden', marginBottom: 14 }}>
      {media.kind === 'file' ? <ClickToPlayVideo src={media.src} label={name} /> : <ItemVideo media={media} title={name} />}
    </div>
  )
}

export function VideoTestimonials({ content }: { content: Home['video_testimonials'] }) {
  const testimonials = docs<Testimonial>(content.testimonials)
  if (!testimonials.length) return null
  return (
    <Section id="video-testimonials" heading={content.heading}>
      <div css={gridCss(320)}>
        {testimonials.map((t) => (
          <figure key={t.id} css={{ ...cardCss, margin: 0 }}>
            <TestimonialVideo testimonial={t} label={content.video_label} />
            {t.highlight ? <p css={{ margin: '0 0 8px', fontWeight: 800, color: colors.accentText }}>{t.highlight}</p> : null}
            <blockquote css={{ margin: '0 0 12px', fontSize: 17 }}>“{t.quote}”</blockquote>
            <figcaption css={{ color: colors.muted }}>
              <strong css={{ color: colors.text }}>{t.name}</strong> — {t.title}
            </figcaption>
          </figure>
        ))}
      </div>
    </Section>
  )
}

export function MemberWins({ content, onCta }: { content: Home['member_wins']; onCta: () => void }) {
  const wins = docs<WinCard>(content.wins)
  if (!wins.length) return null
  return (
    <Section id="member-wins" heading={content.heading} tone="raised">
      <div css={gridCss(260)}>
        {wins.map((w) => (
          <article key={w.id} css={cardCss}>
            <p css={{ margin: 0, fontSize: 30, fontWeight: 800, color: colors.success }}>{w.value}</p>
            <h3 css={{ margin: '6px 0' }}>{w.name}</h3>
            <p css={{ margin: '0 0 6px' }}>{w.achievement}</p>
            <p css={{ margin: 0, color: colors.muted }}>{w.timeline}</p>
            {w.highlight ? <p css={{ margin: '10px 0 0', fontWeight: 700, color: colors.accentText }}>{w.highlight}</p> : null}
          </article>
        ))}
      </div>
      <CtaRow>
        <Button type="button" onClick={onCta}>
          {content.cta_label}
        </Button>
      </CtaRow>
    </Section>
  )
}

export function TestimonialWidget({ content, embedUrl }: { content: Home['testimonial_widget']; embedUrl?: string | null }) {
  const url = useAllowedEmbed('testimonial_widget', content.embed_url || embedUrl)
  // No widget, no section: a heading over grey stars promises reviews the page does not show.
  if (!url) return null
  return (
    <Section id="testimonial-widget" heading={content.heading}>
      <iframe src={url} title={content.heading} loading="lazy" css={{ width: '100%', minHeight: 480, border: 0, borderRadius: 12 }} />
    </Section>
  )
}

export function Stats({ content }: { content: Home['stats'] }) {
  const site = useSiteText()
  return (
    <Section id="stats" heading={content.heading} tone="raised">
      <ul css={{ ...gridCss(170), listStyle: 'none', padding: 0, margin: '0 0 40px' }}>
        {content.items.map((s) => (
          <li key={s.label} css={{ ...cardCss, textAlign: 'center' }}>
            <strong css={{ display: 'block', fontSize: 34, color: colors.accentText }}>{site(s.value)}</strong>
            <span>{site(s.label)}</span>
          </li>
        ))}
      </ul>
      <h3 css={{ textAlign: 'center', fontSize: 24 }}>{content.differentiators_heading}</h3>
      <div css={gridCss(260)}>
        {content.differentiators.map((d) => (
          <article key={d.title} css={cardCss}>
            <h4 css={{ margin: '0 0 6px', fontSize: 18 }}>{d.title}</h4>
            <p css={{ margin: 0, color: colors.muted }}>{d.description}</p>
          </article>
        ))}
      </div>
    </Section>
  )
}
